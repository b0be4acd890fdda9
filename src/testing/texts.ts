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
