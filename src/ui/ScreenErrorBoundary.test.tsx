import { act, render, screen } from '@testing-library/react';
import { RouteSwitch, type ScreenRoute } from './RouteSwitch';
import { navigate } from '@/host/navigation';

function Broken(): never {
  throw new Error('The row has no subject.');
}

const routes: ScreenRoute[] = [
  { pattern: '/area/broken', screen: Broken },
  { pattern: '/area/fine', screen: () => <h1>A working screen</h1> },
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a screen that fails to render', () => {
  it('is replaced by the crash notice, is reported, and the next address renders afresh', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      window.history.replaceState(null, '', '/area/broken');
      render(
        <div>
          <p>Host content</p>
          <RouteSwitch routes={routes} />
        </div>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong in the service desk.');
      expect(screen.getByText('The row has no subject.')).toBeInTheDocument();
      expect(screen.getByText('Host content')).toBeInTheDocument();
      expect(errors.mock.calls.some(([first]) => String(first).includes('failed to render'))).toBe(true);

      act(() => navigate('/area/fine'));
      expect(screen.getByRole('heading', { name: 'A working screen' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      errors.mockRestore();
    }
  });
});
