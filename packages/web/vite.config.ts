import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const apiServer = process.env.REDBI_API_URL ?? 'http://127.0.0.1:8080';

/**
 * Libraries every page needs get stable chunks of their own (cached across releases); antd and the rest
 * are split by the bundler along the lazy routes, so a page loads only the components it uses.
 */
const vendorGroups = [
  // With React and the router, the bundler's helper that every lazy page's import goes through.
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper/ },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  // With zod, its configuration for the page's CSP: it must run before any schema is built (zodWithoutEval.ts).
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zodWithoutEval\.ts$/ },
];

/** The chunks the entry itself imports (vendorGroups and the bundler's runtime), loaded before any lazy page. */
const loadedWithEntry = /(^|\/)(vendor-(react|i18n|query|zod)|rolldown-runtime)-[\w-]+\.js$/;

/** The dev server answers the share pages (/redBi/shareDashboard/… and the rest) with share.html, as the server does. */
const sharePagesInDev: Plugin = {
  name: 'redbi-share-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/redBi\/share[A-Z]\w*(\/|\?|$)/.test(request.url)) request.url = '/redBi/share.html';
      next();
    });
  },
};

export default defineConfig({
  base: '/redBi/',
  plugins: [react(), sharePagesInDev],
  resolve: {
    alias: { 'resize-observer-polyfill': fileURLToPath(new URL('src/app/nativeResizeObserver.ts', import.meta.url)) },
  },
  server: {
    proxy: { '/redBi/api': { target: apiServer, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // Every browser the app supports preloads modules itself: no polyfill in the entry every page loads.
      polyfill: false,
      // A lazy page's list of chunks to preload leaves out the vendor chunks: the entry has loaded them already.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !loadedWithEntry.test(dep))),
    },
    rolldownOptions: {
      // The share pages (/shareChart/…, /shareDashboard/…, /shareStoryPlayer/…) are a page of their own: a small bundle without the app's shell.
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), share: fileURLToPath(new URL('share.html', import.meta.url)) },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
