/** The text of an HTML fragment, to tell an empty editor ('<p>&nbsp;</p>') from a written one. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/\u00a0/g, ' ')
    .trim();
}
