import nock from 'nock';
import { waitFor } from '@testing-library/react';
import ProblemListScreen from '@/features/problems/screens/ProblemListScreen';
import ProblemViewScreen from '@/features/problems/screens/ProblemViewScreen';
import ProblemFormScreen from '@/features/problems/screens/ProblemFormScreen';
import ChangeListScreen from '@/features/changes/screens/ChangeListScreen';
import ChangeFormScreen from '@/features/changes/screens/ChangeFormScreen';
import ChangeApprovalScreen from '@/features/cab/screens/ChangeApprovalScreen';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';

/**
 * Every screen unmounted while its calls are still on the way: the late answers change nothing,
 * log nothing and throw nothing.
 */
const SCREENS: Array<[string, () => ReturnType<typeof renderWithPlugin>]> = [
  ['problem list', () => renderWithPlugin(<ProblemListScreen />)],
  ['problem view', () => renderWithPlugin(<ProblemViewScreen params={{ id: '12' }} />)],
  ['problem edit form', () => renderWithPlugin(<ProblemFormScreen params={{ id: '12' }} />)],
  ['change list', () => renderWithPlugin(<ChangeListScreen params={{}} />)],
  ['change list with a saved filter', () => renderWithPlugin(<ChangeListScreen params={{ filterId: '4' }} />)],
  ['change edit form', () => renderWithPlugin(<ChangeFormScreen params={{ id: '12' }} />)],
  ['change approval page', () => renderWithPlugin(<ChangeApprovalScreen params={{ hash: 'e'.repeat(64) }} />)],
];

describe('unmounting a screen while its calls are under way', () => {
  it.each(SCREENS)('%s: the late answers are ignored quietly', async (_name, renderScreen) => {
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
