import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` when a pointer goes down outside `ref`'s element, while `active`. */
export function useOutsidePointerDown(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });
  useEffect(() => {
    if (!active) return undefined;
    const ownerDocument = ref.current?.ownerDocument ?? document;
    const listener = (event: Event) => {
      const element = ref.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) callback.current();
    };
    ownerDocument.addEventListener('pointerdown', listener);
    return () => ownerDocument.removeEventListener('pointerdown', listener);
  }, [ref, active]);
}
