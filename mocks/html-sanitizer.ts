import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** The tags stored HTML keeps: what text means (headings, lists, tables, links, emphasis), never how the page looks. */
const SEMANTIC_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'kbd', 'samp', 'q', 'cite', 'abbr'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'small', 'mark'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'a', 'img'],
];
const SEMANTIC_ATTRIBUTES = ['href', 'target', 'title', 'alt', 'src', 'colspan', 'rowspan', 'lang', 'dir'];
const WEB_OR_RELATIVE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);base64,/i;

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof window.Element)) return;
  if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
  if (node.nodeName !== 'IMG') return;
  // An image from elsewhere would load whenever the text is shown: keep its address as a link.
  const src = (node.getAttribute('src') ?? '').trim();
  if (INLINE_IMAGE.test(src)) return;
  const link = node.ownerDocument.createElement('a');
  link.textContent = node.getAttribute('alt')?.trim() || src;
  if (WEB_OR_RELATIVE_URL.test(src)) link.setAttribute('href', src);
  node.replaceWith(link);
});

/**
 * HTML as it is stored: scripts, handlers, forms and media gone, no class, style, id or name,
 * links only to the web, mail or this site, images only when inline.
 */
export function cleanHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: SEMANTIC_TAGS,
    ALLOWED_ATTR: SEMANTIC_ATTRIBUTES,
    ALLOWED_URI_REGEXP: WEB_OR_RELATIVE_URL,
  });
}
