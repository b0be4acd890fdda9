import { useLayoutEffect, useState, type RefObject } from 'react';

/** What a rem measures on the page, in px. */
function remInPx(element: Element): number {
  const size = parseFloat(getComputedStyle(element.ownerDocument.documentElement).fontSize);
  return size > 0 ? size : 16;
}

/**
 * The width of `ref`'s element in rem while `watched`, followed by a ResizeObserver that is
 * disconnected on unmount; undefined while the element has no width (not laid out, or no
 * ResizeObserver) or is not watched.
 */
export function useWidthInRem(ref: RefObject<HTMLElement | null>, watched: boolean): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!watched || !element || typeof ResizeObserver === 'undefined') return undefined;
    const rem = remInPx(element);
    const update = (px: number) => setWidth(px > 0 ? Math.floor(px) / rem : undefined);
    // Read once before the first paint, so the table never shows columns it is about to drop.
    update(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => update(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watched]);
  return watched ? width : undefined;
}
