import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { serverFonts } from './serverFonts';
import { withScriptRuns } from './withScriptRuns';
import { withServerFonts } from './withServerFonts';

/** resvg's options per background colour, built once: the font files, no system font scan, no logging. */
const optionsByBackground = new Map<string, ResvgRenderOptions>();

function resvgOptions(background: string): ResvgRenderOptions {
  let options = optionsByBackground.get(background);
  if (!options) {
    const fonts = serverFonts();
    options = {
      background,
      fitTo: { mode: 'original' },
      font: { loadSystemFonts: false, fontFiles: fonts.files, defaultFontFamily: fonts.cjkFamily, sansSerifFamily: fonts.latinFamily ?? fonts.cjkFamily },
      logLevel: 'off',
    };
    optionsByBackground.set(background, options);
  }
  return options;
}

/**
 * An SVG as a PNG of the same size, painted on `background`, in pure Node (resvg, never a browser). resvg
 * runs on libuv's thread pool (renderAsync), so a render does not hold up the requests the server is
 * answering meanwhile.
 */
export async function svgToPng(svg: string, background: string): Promise<Buffer> {
  const options = resvgOptions(background);
  const fonts = serverFonts();
  const families = { cjk: `'${fonts.cjkFamily}'`, ...(fonts.latinFamily ? { latin: `'${fonts.latinFamily}'` } : {}) };
  const image = await renderAsync(withScriptRuns(withServerFonts(svg, fonts.familyList), families), options);
  return image.asPng();
}
