import { useSyncExternalStore } from 'react';
import { preloadableComponent } from '../../components/preloadableComponent';
import { toaster } from './toaster';

const Bridge = preloadableComponent(() => import('./ToastBridge').then((module) => module.ToastBridge));

/** Where toasts draw: antd's message outlet (ToastBridge) loads and mounts with the first toast asked for. */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(toaster.subscribe, toaster.isWanted);
  return wanted ? <Bridge.Component /> : null;
}
