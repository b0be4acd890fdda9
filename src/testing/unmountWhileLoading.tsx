import nock from 'nock';
import { waitFor } from '@testing-library/react';
import { API, type renderWithPlugin } from './renderWithPlugin';

export type ScreenRender = [name: string, render: () => ReturnType<typeof renderWithPlugin>];

/**
 * Each screen unmounted while its calls are still on the way: the late answers change nothing,
 * log nothing and throw nothing.
 */
export function describeUnmountWhileLoading(screens: ScreenRender[]) {
  describe('unmounting a screen while its calls are under way', () => {
    it.each(screens)('%s: the late answers are ignored quietly', async (_name, renderScreen) => {
      const logged: unknown[] = [];
      const error = jest.spyOn(console, 'error').mockImplementation((...args) => logged.push(args));
      const warn = jest.spyOn(console, 'warn').mockImplementation((...args) => logged.push(args));
      try {
        let received = 0;
        // Whatever the screen asks answers a little later, with an empty success.
        const scope = nock(API).persist().get(/.*/).query(true).delay(50).reply(200, { data: {}, message: '' });
        scope.on('request', () => {
          received += 1;
        });
        const view = renderScreen();
        // Unmounted once its first calls are on the way, before any answer arrives.
        await waitFor(() => expect(received).toBeGreaterThan(0));
        view.unmount();
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(view.container).toBeEmptyDOMElement();
        expect(document.querySelectorAll('.modal')).toHaveLength(0);
        expect(logged).toEqual([]);
      } finally {
        error.mockRestore();
        warn.mockRestore();
      }
    });
  });
}
