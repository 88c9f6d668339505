import { preloadableComponent } from '../../components/preloadableComponent';

/** The share dialog, a chunk of its own loaded when a user first shares (from the viz tree or a storyboard). */
export const LazyShareDialog = preloadableComponent(() => import('./ShareDialog').then((module) => module.ShareDialog), { throwLoadError: true });
