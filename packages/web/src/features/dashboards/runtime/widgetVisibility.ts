/** Widgets this close below (or above) the window already count as on screen: they load just before they are seen. */
export const AHEAD_PX = 200;

/** Which widgets are on screen, told by one IntersectionObserver for the whole board. */
export interface WidgetVisibility {
  /** A widget's element as it mounts (null as it unmounts). */
  observe(widgetId: string, element: Element | null): void;
  isOnScreen(widgetId: string): boolean;
  /** Called whenever a widget comes on screen. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** Is the element near the window now? Without layout (tests) every box is at the top, so on screen. */
function nearWindow(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom >= -AHEAD_PX && box.top <= window.innerHeight + AHEAD_PX;
}

/**
 * Lazy loading (datart's useRenderWidget): a board asks for a widget's data only once it is on screen or
 * about to be. A widget counts as on screen from the moment it mounts if its box is near the window
 * (so the first paint asks for the visible ones at once), and after that as the observer reports. `eager`
 * (render mode for screenshots) counts every widget as on screen.
 */
export function createWidgetVisibility(eager: boolean): WidgetVisibility {
  const onScreen = new Set<string>();
  const elements = new Map<string, Element>();
  const idOf = new Map<Element, string>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const observer =
    eager || typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            let appeared = false;
            for (const entry of entries) {
              const id = idOf.get(entry.target);
              if (id === undefined) continue;
              if (entry.isIntersecting) {
                appeared ||= !onScreen.has(id);
                onScreen.add(id);
              } else onScreen.delete(id);
            }
            if (appeared) notify();
          },
          { rootMargin: `${AHEAD_PX}px 0px` },
        );

  return {
    observe(widgetId, element) {
      const previous = elements.get(widgetId);
      if (previous === element) return;
      if (previous) {
        observer?.unobserve(previous);
        idOf.delete(previous);
        elements.delete(widgetId);
        onScreen.delete(widgetId);
      }
      if (!element) return;
      elements.set(widgetId, element);
      idOf.set(element, widgetId);
      observer?.observe(element);
      if (!observer || nearWindow(element)) {
        onScreen.add(widgetId);
        notify();
      }
    },
    isOnScreen: (widgetId) => eager || onScreen.has(widgetId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      observer?.disconnect();
      listeners.clear();
    },
  };
}
