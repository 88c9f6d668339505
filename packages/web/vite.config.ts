import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = process.env.REDBI_API_URL ?? 'http://127.0.0.1:8080';

/**
 * Libraries every page needs get stable chunks of their own (cached across releases); antd and the rest
 * are split by the bundler along the lazy routes, so a page loads only the components it uses.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  // With zod, its configuration for the page's CSP: it must run before any schema is built (zodWithoutEval.ts).
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zodWithoutEval\.ts$/ },
];

export default defineConfig({
  base: '/redBi/',
  plugins: [react()],
  server: {
    proxy: { '/redBi/api': { target: apiServer, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
