import { AppError } from '@redbi/shared/errors';
import { existsSync } from 'node:fs';

/**
 * The fonts chart images are drawn with (reference/visual.md: "a CJK-capable font on the server, so a
 * rendered PNG of a Chinese chart has no empty boxes"). resvg is given these files only (no system font scan,
 * which costs more than the render), found once when the process starts.
 *
 * Latin text is drawn with a Latin font when one is installed, because resvg reads a font's whole file again
 * for every text element it lays out: about 1 ms per label for the 5 MB WenQuanYi file against 0.3 ms for
 * DejaVu Sans (measured: see bench/README.md, chart-render). CJK characters fall back to the CJK font.
 */
export interface FontCandidate {
  family: string;
  /** Regular first; a bold face when the family has one (titles are semibold). */
  files: readonly string[];
}

/** CJK-capable fonts in order of preference; Debian's fonts-wqy-microhei is the one .ci/run installs. */
export const cjkFontCandidates: readonly FontCandidate[] = [
  { family: 'WenQuanYi Micro Hei', files: ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'] },
  { family: 'Noto Sans CJK SC', files: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'] },
  { family: 'WenQuanYi Zen Hei', files: ['/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc'] },
];

/** Latin fonts, optional. Liberation Sans has Arial's metrics, which ECharts assumes when it measures text on the server. */
export const latinFontCandidates: readonly FontCandidate[] = [
  { family: 'Liberation Sans', files: ['/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf'] },
  { family: 'Liberation Sans', files: ['/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'] },
  { family: 'DejaVu Sans', files: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'] },
];

export interface ServerFonts {
  /** The font files resvg loads. */
  files: string[];
  /** The CJK family: resvg's default family, used for any family the SVG names that is not loaded. */
  cjkFamily: string;
  /** The Latin family when one is installed. */
  latinFamily?: string;
  /** The font-family list every text of an image is drawn with: the Latin family, then the CJK one. */
  familyList: string;
}

export type FontLookup = { fonts: ServerFonts } | { problem: string };

/** The first candidate whose regular face exists, with those of its files that exist. */
function firstInstalled(candidates: readonly FontCandidate[], exists: (path: string) => boolean): FontCandidate | undefined {
  const found = candidates.find((candidate) => exists(candidate.files[0]!));
  return found && { family: found.family, files: found.files.filter(exists) };
}

export function findServerFonts(exists: (path: string) => boolean = existsSync): FontLookup {
  const cjk = firstInstalled(cjkFontCandidates, exists);
  if (!cjk) {
    const looked = cjkFontCandidates.map((candidate) => candidate.files[0]).join(', ');
    return { problem: `No CJK-capable font for chart images: install Debian's fonts-wqy-microhei (apt-get install fonts-wqy-microhei). Looked for ${looked}.` };
  }
  const latin = firstInstalled(latinFontCandidates, exists);
  const families = [latin?.family, cjk.family].filter((family): family is string => family !== undefined);
  return {
    fonts: {
      files: [...(latin?.files ?? []), ...cjk.files],
      cjkFamily: cjk.family,
      ...(latin ? { latinFamily: latin.family } : {}),
      familyList: families.map((family) => `'${family}'`).join(', '),
    },
  };
}

/** Looked up once, when the process starts. */
const installed = findServerFonts();

/**
 * The server's fonts. Without a CJK-capable font a chart image cannot be drawn right: a 503 that says what
 * to install (not where it looked: no server paths go to the client).
 */
export function serverFonts(): ServerFonts {
  if ('problem' in installed) throw new AppError('UNAVAILABLE', { messageKey: 'errors.chartFontMissing' });
  return installed.fonts;
}
