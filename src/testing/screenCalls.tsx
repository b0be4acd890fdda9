import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  describeBadAnswers,
  describeDoubleSubmits,
  dialog,
  type BadAnswerCase,
  type DoubleSubmitCase,
  type Method,
  type TypedValue,
} from './badAnswers';

/** A call as method and path: 'post /service-desk/api/change-close/31'. */
export type Call = `${Method} ${string}`;

/** What most rows of a screen's table share; a row may set its own. */
export interface ScreenDefaults {
  render: () => void;
  arrange?: () => void;
}

type Shared = 'method' | 'path' | 'arrange' | 'render';

/** A call the screen makes on its own or after `act`: one test per bad answer (an alert unless 'silent'). */
export interface LoadRow extends Omit<BadAnswerCase, Shared | 'expect'> {
  call: Call;
  expect?: BadAnswerCase['expect'];
  arrange?: () => void;
  render?: () => void;
}

/**
 * A call made by pressing a button: one test per bad answer (the alert is expected) and, with
 * `twice`, a double-click test that expects one request and the `success` message (or `done`).
 */
export interface SubmitRow extends Omit<BadAnswerCase, Shared | 'act' | 'expect' | 'settled'> {
  call: Call;
  arrange?: () => void;
  render?: () => void;
  /** What the user does up to the point where the submit button can be pressed. */
  prepare: (user: UserEvent) => Promise<unknown>;
  submit: () => HTMLElement;
  twice?: { name: string; success?: string | { message: string; data?: object }; done?: () => Promise<void> };
}

export type ScreenCallRow = LoadRow | SubmitRow;

function split(call: Call): { method: Method; path: string } {
  const [method, path] = call.split(' ');
  return { method: method as Method, path };
}

function asBadAnswer(row: ScreenCallRow, defaults: ScreenDefaults): BadAnswerCase {
  const base = {
    ...row,
    ...split(row.call),
    arrange: row.arrange ?? defaults.arrange ?? (() => undefined),
    render: row.render ?? defaults.render,
  };
  if (!('submit' in row)) return { ...base, expect: row.expect ?? 'alert' };
  return {
    ...base,
    expect: 'alert',
    act: async (user) => {
      await row.prepare(user);
      await user.click(await waitFor(row.submit));
    },
  };
}

function asDoubleSubmit(row: SubmitRow, defaults: ScreenDefaults): DoubleSubmitCase {
  const { name, success = 'Saved.', done } = row.twice!;
  const body = typeof success === 'string' ? { message: success } : success;
  return {
    ...split(row.call),
    name,
    success: body,
    arrange: row.arrange ?? defaults.arrange ?? (() => undefined),
    render: row.render ?? defaults.render,
    prepare: row.prepare,
    submit: row.submit,
    done: done ?? (async () => expect(await screen.findByText(body.message)).toBeInTheDocument()),
  };
}

/**
 * Every call of a screen in one table: `${title} with bad answers` puts each through the bad
 * answers, `${title} submits` double-clicks each submit row that has `twice`.
 */
export function describeScreenCalls(title: string, defaults: ScreenDefaults, rows: ScreenCallRow[]) {
  describeBadAnswers(
    `${title} with bad answers`,
    rows.map((row) => asBadAnswer(row, defaults)),
  );
  const submits = rows.filter((row): row is SubmitRow => 'submit' in row && row.twice !== undefined);
  if (submits.length > 0) {
    describeDoubleSubmits(
      `${title} submits`,
      submits.map((row) => asDoubleSubmit(row, defaults)),
    );
  }
}

/** The button named `name` in the open dialog. */
export const inDialog = (name: string | RegExp) => () => dialog().getByRole('button', { name });

/** The button named `name` anywhere on the screen. */
export const onScreen = (name: string | RegExp) => () => screen.getByRole('button', { name });

/** Resolves once no dialog is open. */
export const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** A row's `prepare`: presses the button `button` and waits for the confirmation it opens. */
export const openConfirmation = (button: string) => async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: button }));
  await screen.findByRole('dialog');
};

/** A row's `prepare`: opens the delete confirmation of the table row `name`. */
export const openRowDelete = (name: string) => openConfirmation(`Delete: ${name}`);

/** A row's `prepare`: replaces the text of the box labelled `label` with `value`. */
export const retype = (label: RegExp, value: string) => async (user: UserEvent) => {
  const field = await screen.findByRole('textbox', { name: label });
  await user.clear(field);
  await user.type(field, value);
};

/**
 * Rows for the calls a screen makes as it loads, each failing alone: `serve(leftOut)` answers
 * every call of the screen but those, so the bad answer is the one that reaches the row's call.
 */
export function failingAlone(serve: (leftOut: string[]) => void) {
  return (name: string, path: string, rest: Omit<LoadRow, 'name' | 'call'> = {}): LoadRow => ({
    name,
    call: `get ${path}`,
    arrange: () => serve([path]),
    ...rest,
  });
}

/** A load row's settings for a failure that shows no alert: the screen is done once `settled` resolves. */
export const silentUntil = (settled: () => Promise<void>) => ({ expect: 'silent' as const, settled });

/**
 * A submit row's checks of a form kept for another try: pressing `button` fails, the text the user
 * typed is still there, the 422's error on `field` is shown on it and `button` is enabled again.
 */
export function keptForRetry(button: string, field: string, typed: TypedValue[]) {
  return {
    submit: onScreen(button),
    typed,
    fieldError: { field, shown: true },
    after: () => expect(screen.getByRole('button', { name: button })).toBeEnabled(),
  };
}

/** Resolves once the button `name` of the open dialog is enabled (again). */
export const enabledInDialog = (name: string) => () =>
  waitFor(() => expect(dialog().getByRole('button', { name })).toBeEnabled());

/**
 * A submit row's checks of a dialog kept open for another try: pressing its `button` fails, the
 * dialog stays with the text the user typed and the choices made (`checked`: role and name) still
 * there, and `button` is enabled again.
 */
export function dialogKeptForRetry(
  button: string,
  kept: { typed?: TypedValue[]; checked?: Array<['checkbox' | 'radio', string]> } = {},
) {
  return {
    submit: inDialog(button),
    dialog: 'stays' as const,
    typed: kept.typed ?? [],
    after: async () => {
      await enabledInDialog(button)();
      for (const [role, name] of kept.checked ?? []) expect(dialog().getByRole(role, { name })).toBeChecked();
    },
  };
}

/** A submit row's settings for deleting the table row `name` through its confirmation, which closes whatever the answer. */
export const rowDeletion = (name: string) => ({
  prepare: openRowDelete(name),
  submit: inDialog('Delete'),
  dialog: 'closes' as const,
});

/** A row's `after`: the table still lists `name`. */
export const stillListed = (name: string) => () => {
  expect(within(screen.getByRole('table')).getByText(name)).toBeInTheDocument();
};
