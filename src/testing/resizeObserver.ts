import { act } from '@testing-library/react';

/**
 * A ResizeObserver double for jsdom, which lays nothing out: `resizeTo` reports a new width for
 * every element observed, as a browser would after a layout. Install it with `installFakeResizeObserver`.
 */
class FakeResizeObserver implements ResizeObserver {
  static live = new Set<FakeResizeObserver>();
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element) {
    this.targets.add(target);
    FakeResizeObserver.live.add(this);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
    if (this.targets.size === 0) FakeResizeObserver.live.delete(this);
  }

  disconnect() {
    this.targets.clear();
    FakeResizeObserver.live.delete(this);
  }

  report(widthPx: number) {
    const entries = [...this.targets].map(
      (target) => ({ target, contentRect: { width: widthPx } as DOMRectReadOnly }) as ResizeObserverEntry,
    );
    this.callback(entries, this);
  }
}

/** Installs the double for the calling file's tests. */
export function installFakeResizeObserver() {
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    FakeResizeObserver.live.clear();
    globalThis.ResizeObserver = FakeResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });
}

/** Every observed element is now `widthPx` wide (1 rem is 16 px in jsdom). */
export function resizeTo(widthPx: number) {
  act(() => FakeResizeObserver.live.forEach((observer) => observer.report(widthPx)));
}

/** How many observers still watch an element. */
export function liveResizeObservers(): number {
  return FakeResizeObserver.live.size;
}
