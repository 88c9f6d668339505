// Builds the two benchmark pages (pages/workbench.html, pages/bare.html) with Vite into `outDir`, on the
// web app's own Vite configuration (its plugins and chunking, production mode), so that ChartView is
// compiled exactly as the app ships it. The pages are the build's only inputs: the app's own entries
// (index.html, share.html) are left out, since Vite's mergeConfig would add the pages to them.
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile, mergeConfig } from 'vite';

const pagesDir = fileURLToPath(new URL('./pages/', import.meta.url));
const webConfigFile = fileURLToPath(new URL('../../packages/web/vite.config.ts', import.meta.url));

/**
 * Resolves with the build's duration in ms once both pages are in `outDir`. `minify: false` keeps function
 * names readable in a profile (profilePaint.mjs).
 */
export async function buildPaintPages(outDir, { minify = true } = {}) {
  const started = performance.now();
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, webConfigFile, undefined, 'silent');
  if (!loaded) throw new Error(`could not load ${webConfigFile}`);
  const { server: _devServer, build: webBuild = {}, ...webConfig } = loaded.config;
  const { input: _appInputs, ...webRolldownOptions } = webBuild.rolldownOptions ?? {};
  await build(
    mergeConfig({ ...webConfig, build: { ...webBuild, rolldownOptions: webRolldownOptions } }, {
      configFile: false,
      root: pagesDir,
      base: './',
      mode: 'production',
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        manifest: false,
        minify,
        reportCompressedSize: false,
        chunkSizeWarningLimit: 10_000,
        rolldownOptions: { input: { workbench: `${pagesDir}workbench.html`, bare: `${pagesDir}bare.html` } },
      },
    }),
  );
  return performance.now() - started;
}
