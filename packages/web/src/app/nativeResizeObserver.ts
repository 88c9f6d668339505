/**
 * Stands in for the 'resize-observer-polyfill' package in the built app (vite.config.ts aliases it): every
 * browser RedBI supports has ResizeObserver, and the polyfill, which antd's components import, cost the login
 * page about 2.5 KB of its 300 KB budget.
 */
export default globalThis.ResizeObserver;
