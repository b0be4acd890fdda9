import { within } from '@testing-library/react';

/** `element` shows each of `texts`. */
export function expectTextsIn(element: HTMLElement, texts: readonly (string | RegExp)[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/** In `card`, the description after each term (dt) named in `fields` shows that field's text. */
export function expectDescriptions(card: HTMLElement, fields: Record<string, string | RegExp>) {
  for (const [term, text] of Object.entries(fields)) {
    expect(within(card).getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(text);
  }
}

/** A text cut short: `shown` on screen, `full` as its tooltip and in its place for screen readers. */
export function expectCutText(container: HTMLElement, shown: string, full: string) {
  const cut = within(container).getByText(shown);
  expect(cut).toHaveAttribute('aria-hidden', 'true');
  const whole = cut.closest<HTMLElement>('[title]');
  expect(whole).toHaveAttribute('title', full);
  expect(within(whole!).getByText(full)).not.toHaveAttribute('aria-hidden');
}
