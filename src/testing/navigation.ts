import { act, fireEvent } from '@testing-library/react';
import { waitOnRealClock } from './realClock';

/**
 * Puts jest on fake timers, presses `button` (a direct click: user-event would wait on the fake
 * clock) and waits on the real clock until the screen has scheduled what it does after `delayMs`.
 */
export async function pressUntilTimerSet(button: HTMLElement, delayMs = 3000) {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const timers = jest.spyOn(globalThis, 'setTimeout');
  fireEvent.click(button);
  // act renders what the answer changed once the timer is there.
  await act(async () => {
    await waitOnRealClock(() => timers.mock.calls.some(([, delay]) => delay === delayMs));
  });
}

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
