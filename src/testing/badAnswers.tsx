import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { API } from './renderWithPlugin';

/**
 * The bad answers every call of a screen is put through, and what a user must read after each.
 * describeBadAnswers turns each row of a table (see BadAnswerCase) into one test per answer (500,
 * 422 with a field error, 404, 419, timeout, malformed JSON, empty body); describeDoubleSubmits
 * double-clicks each submit button. A screen lists its calls once, with describeScreenCalls
 * (screenCalls.tsx), which feeds both. Every row also fails on anything logged to console.error /
 * console.warn, an uncaught error, a blank page or the application crash notice.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface BadAnswer {
  name: string;
  /** Makes the call under test answer badly, once; null: the call times out in axios instead. */
  answer: ((interceptor: nock.Interceptor) => nock.Scope) | null;
  /** What the alert says. */
  message: string;
}

export const SERVER_MESSAGE = 'The database is unavailable.';
export const INVALID_MESSAGE = 'The given data was invalid.';
export const FIELD_MESSAGE = 'The server rejected this value.';
export const NOT_FOUND_MESSAGE = 'No query results for this record.';
export const EXPIRED_MESSAGE = 'Your session has expired. Reload the page and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const UNREADABLE_MESSAGE = 'The server sent an answer that could not be read. Please try again.';

/** The seven answers, the 422 carrying a field error on `field`. */
export function badAnswers(field = 'subject'): BadAnswer[] {
  return [
    { name: '500', answer: (i) => i.reply(500, { message: SERVER_MESSAGE }), message: SERVER_MESSAGE },
    {
      name: '422 with field errors',
      answer: (i) => i.reply(422, { message: INVALID_MESSAGE, errors: { [field]: [FIELD_MESSAGE] } }),
      message: INVALID_MESSAGE,
    },
    { name: '404', answer: (i) => i.reply(404, { message: NOT_FOUND_MESSAGE }), message: NOT_FOUND_MESSAGE },
    {
      name: '419 (expired CSRF token)',
      answer: (i) => i.reply(419, { message: 'CSRF token mismatch.' }),
      message: EXPIRED_MESSAGE,
    },
    // axios's own timeout error, raised by the adapter (nock cannot fire socket timeouts quickly).
    { name: 'timeout', answer: null, message: TIMEOUT_MESSAGE },
    {
      name: 'malformed JSON body',
      answer: (i) => i.reply(200, '{"data": {"rows": [', { 'Content-Type': 'application/json' }),
      message: UNREADABLE_MESSAGE,
    },
    { name: 'empty body', answer: (i) => i.reply(200, ''), message: UNREADABLE_MESSAGE },
  ];
}

export interface TypedValue {
  /** The accessible name of the text box. */
  label: string | RegExp;
  value: string;
}

export interface BadAnswerCase {
  /** e.g. 'problem list: the list call'. */
  name: string;
  method: Method;
  path: string | RegExp;
  /** Answers every other call of the screen well (persisting interceptors). */
  arrange: () => void;
  render: () => void;
  /** What the user does until the call under test is made (nothing for a load call). */
  act?: (user: UserEvent) => Promise<void>;
  /**
   * 'alert': the message is shown in an alert (role alert) of the screen; 'silent': no alert
   * at all, `settled` tells when the screen has given up.
   */
  expect: 'alert' | 'silent';
  /** For 'silent': resolves once the screen shows its empty state. */
  settled?: () => Promise<void>;
  /** Whether the dialog the call was made from is still open afterwards. */
  dialog?: 'stays' | 'closes';
  /** Text the user typed before the call: still there after it failed. */
  typed?: TypedValue[];
  /** The field the 422's field error is about, and whether the screen shows it on the field. */
  fieldError?: { field: string; shown: boolean };
  /** Only these answers (by name), for a row whose full set is covered by another table. */
  answers?: string[];
  /** Extra checks after the failure, e.g. the submit button is enabled again. */
  after?: () => Promise<void> | void;
  /** The warning the screen logs about the failure, for a call the spec has "only logged"; nothing else may be logged. */
  warning?: RegExp;
}

const CRASH_TEXT = /Something went wrong in the service desk/;

function matches(path: string | RegExp, pathname: string): boolean {
  return typeof path === 'string' ? path === pathname : path.test(pathname);
}

/** The call's next request gets the bad answer; tells whether it has been given. */
function answerOnce(answer: NonNullable<BadAnswer['answer']>, method: Method, path: string | RegExp) {
  const scope = answer(
    nock(API)
      .intercept(path, method.toUpperCase())
      .query(() => true),
  );
  return () => scope.isDone();
}

/**
 * The call's next request fails the way axios fails when its timeout fires. The HTTP client is
 * created from axios's defaults when a screen mounts, so the adapter set here is the one it uses.
 */
function timeOutOnce(method: Method, path: string | RegExp) {
  const http = axios.getAdapter('http');
  let given = false;
  axios.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const url = new URL(axios.getUri(config));
    if (!given && config.method?.toLowerCase() === method && matches(path, url.pathname)) {
      given = true;
      return Promise.reject(new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, config));
    }
    return http(config);
  };
  return () => given;
}

/** Records what React or the screen logs as an error or warning while the test runs. */
function watchConsole() {
  const logged: string[] = [];
  const warnings: string[] = [];
  const recordIn =
    (list: string[]) =>
    (...args: unknown[]) => {
      list.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
    };
  const error = jest.spyOn(console, 'error').mockImplementation(recordIn(logged));
  const warn = jest.spyOn(console, 'warn').mockImplementation(recordIn(warnings));
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (reason: unknown) => uncaught.push(reason);
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
  return {
    logged,
    warnings,
    uncaught,
    restore() {
      error.mockRestore();
      warn.mockRestore();
      window.removeEventListener('error', onError);
      process.off('unhandledRejection', onRejection);
    },
  };
}

function alertTexts(): string[] {
  return screen.queryAllByRole('alert').map((node) => node.textContent ?? '');
}

/** One test per bad answer for each row of `cases`. */
export function describeBadAnswers(title: string, cases: BadAnswerCase[]) {
  describe(title, () => {
    for (const testCase of cases) {
      describe(testCase.name, () => {
        const answers = badAnswers(testCase.fieldError?.field).filter(
          (answer) => !testCase.answers || testCase.answers.includes(answer.name),
        );
        it.each(answers.map((answer) => [answer.name, answer] as const))('answers %s', async (_name, bad) => {
          const consoleWatch = watchConsole();
          // A failed save scrolls to the top; jsdom has no scrolling.
          const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
          try {
            const user = userEvent.setup();
            const answered = bad.answer
              ? answerOnce(bad.answer, testCase.method, testCase.path)
              : timeOutOnce(testCase.method, testCase.path);
            testCase.arrange();
            testCase.render();
            await testCase.act?.(user);
            await waitFor(() => expect(answered()).toBe(true));

            if (testCase.expect === 'alert') {
              await waitFor(() => expect(alertTexts().join(' | ')).toContain(bad.message));
            } else {
              await testCase.settled?.();
              expect(alertTexts()).toEqual([]);
            }
            if (bad.name.startsWith('422') && testCase.fieldError?.shown) {
              expect(await screen.findByText(FIELD_MESSAGE)).toBeInTheDocument();
            }
            if (testCase.dialog === 'stays') expect(screen.getByRole('dialog')).toBeInTheDocument();
            if (testCase.dialog === 'closes') {
              await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            }
            for (const { label, value } of testCase.typed ?? []) {
              expect(screen.getByRole('textbox', { name: label })).toHaveValue(value);
            }
            await testCase.after?.();

            // Never a blank screen nor the crash notice of an application.
            expect(document.body.textContent?.trim()).not.toBe('');
            expect(document.body.textContent).not.toMatch(CRASH_TEXT);
            expect(consoleWatch.uncaught).toEqual([]);
            expect(consoleWatch.logged).toEqual([]);
            const { warning } = testCase;
            if (warning) {
              expect(consoleWatch.warnings).not.toEqual([]);
              expect(consoleWatch.warnings.filter((text) => !warning.test(text))).toEqual([]);
            } else {
              expect(consoleWatch.warnings).toEqual([]);
            }
          } finally {
            axios.defaults.adapter = 'http';
            scrollTo.mockRestore();
            consoleWatch.restore();
          }
        });
      });
    }
  });
}

/** Counts the requests a call receives; each is answered after the first `holdMs` of the test. */
export function countRequests(method: Method, path: string | RegExp, status: number, body: object) {
  let count = 0;
  nock(API)
    .intercept(path, method.toUpperCase())
    .query(() => true)
    .reply(() => {
      count += 1;
      return [status, body];
    })
    .persist();
  return () => count;
}

export interface DoubleSubmitCase {
  name: string;
  method: Method;
  path: string | RegExp;
  /** The call's success answer. */
  success?: object;
  arrange: () => void;
  render: () => void;
  /** Fills the form or opens the dialog, up to the point where the submit button can be pressed. */
  prepare: (user: UserEvent) => Promise<unknown>;
  /** The submit button. */
  submit: () => HTMLElement;
  /** Resolves once the screen shows the call succeeded. */
  done: () => Promise<void>;
}

/** One test per row: a double-click on the submit button sends exactly one request. */
export function describeDoubleSubmits(title: string, cases: DoubleSubmitCase[]) {
  describe(title, () => {
    it.each(cases.map((row) => [row.name, row] as const))('%s: a double-click sends one request', async (_n, row) => {
      const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      try {
        const user = userEvent.setup();
        const requests = countRequests(row.method, row.path, 200, row.success ?? { message: 'Saved.' });
        row.arrange();
        row.render();
        await row.prepare(user);
        await user.dblClick(row.submit());
        await row.done();
        expect(requests()).toBe(1);
      } finally {
        scrollTo.mockRestore();
      }
    });
  });
}

/** The open dialog, for queries inside it. */
export function dialog() {
  return within(screen.getByRole('dialog'));
}
