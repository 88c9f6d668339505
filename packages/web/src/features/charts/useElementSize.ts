import { useEffect, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The size of an element in CSS pixels, following it as it resizes (a dashboard cell, a window). With
 * `settleMs`, bursts of resizes (dragging a splitter) report once they settle, so costly work that depends
 * on the size runs once, not at every frame. Undefined until the element has been measured with a size.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>, settleMs = 0): ElementSize | undefined {
  const [size, setSize] = useState<ElementSize>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = (width: number, height: number) => {
      // A hidden element (a tab not shown) keeps the size it had: nothing is drawn into no space.
      if (width <= 0 || height <= 0) return;
      const next = { width: Math.round(width), height: Math.round(height) };
      setSize((previous) => (previous && previous.width === next.width && previous.height === next.height ? previous : next));
    };
    const { width, height } = element.getBoundingClientRect();
    report(width, height);
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width: nextWidth, height: nextHeight } = entry.contentRect;
      if (settleMs <= 0) return report(nextWidth, nextHeight);
      clearTimeout(timer);
      timer = setTimeout(() => report(nextWidth, nextHeight), settleMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, settleMs]);
  return size;
}
