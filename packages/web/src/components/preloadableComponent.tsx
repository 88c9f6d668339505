import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P extends object> {
  /** Draws the fallback until the code has come, then the component; at once when it was loaded before. */
  Component: ComponentType<P>;
  /** Loads the code (once); what a page calls ahead of drawing. */
  load(): Promise<ComponentType<P>>;
}

export interface PreloadableOptions {
  /** What shows while the code loads (nothing by default). */
  fallback?: ReactNode;
  /** A failed load is thrown while drawing, for the router's error page (a widget draws nothing instead). */
  throwLoadError?: boolean;
}

/**
 * A component whose code is a chunk of its own. Unlike React.lazy it does not suspend once the code is
 * there — a preloaded widget or page draws in its first render — and while loading it draws its fallback
 * in place, with no Suspense boundary: React reveals a boundary's content at most every 300 ms after its
 * fallback showed, which held pages whose code came a moment later back by up to 300 ms.
 */
export function preloadableComponent<P extends object>(importer: () => Promise<ComponentType<P>>, { fallback = null, throwLoadError = false }: PreloadableOptions = {}): Preloadable<P> {
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
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      load().then(
        (component) => current && setLoaded(() => component),
        (error: unknown) => current && throwLoadError && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return { Component: PreloadableComponent, load };
}
