import { describe, expect, it } from 'vitest';
import { cjkFontCandidates, findServerFonts, latinFontCandidates, serverFonts } from './serverFonts';

const only = (...paths: string[]) => (path: string) => paths.includes(path);
const wqy = cjkFontCandidates[0]!.files[0]!;
const dejavu = latinFontCandidates.find((candidate) => candidate.family === 'DejaVu Sans')!.files;

describe('findServerFonts', () => {
  it('puts the Latin family before the CJK one and makes the CJK one the default', () => {
    const lookup = findServerFonts(only(wqy, ...dejavu));
    expect(lookup).toEqual({
      fonts: { files: [...dejavu, wqy], cjkFamily: 'WenQuanYi Micro Hei', latinFamily: 'DejaVu Sans', familyList: "'DejaVu Sans', 'WenQuanYi Micro Hei'" },
    });
  });

  it('prefers Liberation Sans (Arial metrics, as ECharts measures) over DejaVu Sans, and keeps only existing faces', () => {
    const liberation = latinFontCandidates[0]!.files[0]!;
    const lookup = findServerFonts(only(wqy, liberation, ...dejavu));
    expect('fonts' in lookup && lookup.fonts.files).toEqual([liberation, wqy]);
  });

  it('draws with the CJK font alone when no Latin font is installed', () => {
    const lookup = findServerFonts(only(wqy));
    expect('fonts' in lookup && lookup.fonts.familyList).toBe("'WenQuanYi Micro Hei'");
  });

  it('says which package to install when no CJK-capable font is found', () => {
    const lookup = findServerFonts(only(...dejavu));
    expect('problem' in lookup && lookup.problem).toMatch(/fonts-wqy-microhei/);
  });

  it('finds this machine’s fonts (.ci/run installs fonts-wqy-microhei)', () => {
    const fonts = serverFonts();
    expect(fonts.cjkFamily).toBeTruthy();
    expect(fonts.files.length).toBeGreaterThan(0);
  });
});
