import { describe, expect, it } from 'vitest';
import { withServerFonts } from './withServerFonts';

const families = "'DejaVu Sans', 'WenQuanYi Micro Hei'";

describe('withServerFonts', () => {
  it('replaces the family of a style attribute and keeps the other properties', () => {
    const svg = `<text style="font-size:12px;font-family:-apple-system, 'Segoe UI', sans-serif;font-weight:600" fill="#333">A</text>`;
    expect(withServerFonts(svg, families)).toBe(`<text style="font-size:12px;font-family:${families};font-weight:600" fill="#333">A</text>`);
  });

  it('replaces font-family attributes and the family of the font shorthand', () => {
    const svg = `<g font-family='Arial'><text style="font: bold 14px/20px Roboto, sans-serif">B</text><text style="font:12px sans-serif;fill:red">C</text></g>`;
    expect(withServerFonts(svg, families)).toBe(
      `<g font-family="${families}"><text style="font: bold 14px/20px ${families}">B</text><text style="font:12px ${families};fill:red">C</text></g>`,
    );
  });

  it('leaves text content alone', () => {
    const svg = '<text style="font-family:x">font-family:Arial; font: 12px Arial</text>';
    expect(withServerFonts(svg, families)).toBe(`<text style="font-family:${families}">font-family:Arial; font: 12px Arial</text>`);
  });
});
