import { act } from '@testing-library/react';

/**
 * `navigateToUrl` is called with `url` once `delayMs` of the fake clock have passed, not a
 * millisecond earlier.
 */
export function expectNavigationAfter(navigateToUrl: jest.Mock, delayMs: number, url: string) {
  act(() => jest.advanceTimersByTime(delayMs - 1));
  expect(navigateToUrl).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(navigateToUrl).toHaveBeenCalledWith(url);
}
