import { useEffect, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Draws nothing until the code has come, then the component; at once when it was loaded before. */
  Component: ComponentType<P>;
  /** Loads the code (once); what a page calls ahead of drawing. */
  load(): Promise<ComponentType<P>>;
}

/**
 * A component whose code is a chunk of its own. Unlike React.lazy it does not suspend once the code is
 * there — a preloaded widget draws in its first render — and while loading it draws nothing in place.
 */
export function preloadableComponent<P extends object>(importer: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = (): Promise<ComponentType<P>> => {
    loading ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function PreloadableComponent(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      load().then(
        (component) => current && setLoaded(() => component),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Component: PreloadableComponent, load };
}
