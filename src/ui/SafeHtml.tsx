import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Links may only point to the web, mail or the same site; anything else is dropped. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images that load nothing from anywhere: pictures pasted into the editor. */
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);base64,/i;

let hooksInstalled = false;

/** An image from elsewhere is not loaded: it becomes a link to it, named by its alt text. */
function imageAsLink(image: Element): void {
  const src = (image.getAttribute('src') ?? '').trim();
  if (INLINE_IMAGE.test(src)) return;
  const link = image.ownerDocument.createElement('a');
  link.textContent = image.getAttribute('alt')?.trim() || src;
  if (src !== '' && SAFE_URL.test(src)) link.setAttribute('href', src);
  link.setAttribute('rel', 'noopener noreferrer');
  image.replaceWith(link);
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.tagName === 'IMG') {
      imageAsLink(node);
    } else if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Server HTML keeps its meaning, never its looks or names: no class or style (the page's own
 * Bootstrap classes could cover or imitate it), no id or name (they would shadow the globals
 * the page reads), nothing loaded from elsewhere.
 */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'picture', 'source', 'video', 'audio'],
    FORBID_ATTR: ['style', 'class', 'id', 'name', 'srcset', 'background', 'poster'],
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span';
}

/** The only place server HTML reaches the page, sanitised by DOMPurify. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
