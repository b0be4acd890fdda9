/** `element` shows each of `texts`. */
export function expectTextsIn(element: HTMLElement, texts: readonly (string | RegExp)[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
