import { vi } from 'vitest';

interface Box {
  width: number;
  height: number;
}

/**
 * happy-dom lays nothing out: every element measures 0 × 0 and ResizeObserver never reports. Charts size
 * themselves to their box, so tests give every element one (as a browser would a sized parent) and can
 * resize it. Undone by the setup's vi.restoreAllMocks / vi.unstubAllGlobals after each test.
 */
export function stubLayout(initial: Box = { width: 640, height: 400 }) {
  let box = initial;
  const observers = new Set<{ callback: ResizeObserverCallback; elements: Set<Element>; observer: ResizeObserver }>();
  const entry = (target: Element) => ({ target, contentRect: { ...box, x: 0, y: 0, top: 0, left: 0, right: box.width, bottom: box.height } }) as unknown as ResizeObserverEntry;

  class LaidOutResizeObserver implements ResizeObserver {
    private readonly record: { callback: ResizeObserverCallback; elements: Set<Element>; observer: ResizeObserver };
    constructor(callback: ResizeObserverCallback) {
      this.record = { callback, elements: new Set(), observer: this };
      observers.add(this.record);
    }
    observe(target: Element) {
      this.record.elements.add(target);
      this.record.callback([entry(target)], this);
    }
    unobserve(target: Element) {
      this.record.elements.delete(target);
    }
    disconnect() {
      observers.delete(this.record);
    }
  }

  vi.stubGlobal('ResizeObserver', LaidOutResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, box.width, box.height));
  // Every way of measuring an element agrees, as in a browser: react-grid-layout's useContainerWidth reads
  // clientWidth, its ResizeObserver the content rect. Were the one 0 and the other 640, a board's width would
  // flip across the phone breakpoint and back on mount, which throws react-grid-layout's Responsive grid
  // into an endless re-render (its grid and its wrapper echo each other's layouts a commit apart).
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box.width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => box.height);
  return {
    /** Resizes every observed element, as a browser reports a dashboard cell or window resized. */
    resize(next: Box) {
      box = next;
      for (const { callback, elements, observer } of observers) callback([...elements].map(entry), observer);
    },
  };
}
