import { describe, expect, it } from 'vitest';
import { serverFonts } from './serverFonts';
import { svgToPng } from './svgToPng';
import { decodePng, inkPixels } from './testing/decodePng';

const svgWith = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80">${body}</svg>`;
const text = (content: string) => `<text x="10" y="50" style="font-size:28px;font-family:-apple-system, 'Segoe UI', sans-serif" fill="#000">${content}</text>`;

const inkOf = async (body: string) => inkPixels(decodePng(await svgToPng(svgWith(body), '#FFFFFF')), '#FFFFFF');

describe('svgToPng', () => {
  it('paints the background behind a transparent SVG, at the SVG’s size', async () => {
    const png = decodePng(await svgToPng(svgWith('<rect x="100" y="20" width="40" height="40" fill="#ff0000"/>'), '#141414'));
    expect([png.width, png.height]).toEqual([240, 80]);
    expect([...png.rgba.subarray(0, 4)]).toEqual([0x14, 0x14, 0x14, 255]);
    const red = (40 * 240 + 120) * 4;
    expect([...png.rgba.subarray(red, red + 4)]).toEqual([255, 0, 0, 255]);
    expect(inkPixels(png, '#141414')).toBe(40 * 40);
  });

  it('draws CJK characters as glyphs, not as empty boxes or nothing', async () => {
    const none = await inkOf('');
    const cjk = await inkOf(text('销售额地区'));
    // Code points no font has: whatever the renderer draws for a missing glyph (a box, or nothing).
    const missing = await inkOf(text('\uE000\uE001\uE002\uE003\uE004'));
    expect(none).toBe(0);
    expect(cjk).toBeGreaterThan(5 * 60);
    expect(cjk).toBeGreaterThan(1.5 * missing);
  });

  it('draws Latin text whatever family the SVG names', async () => {
    expect(await inkOf(text('Revenue 1,284.03'))).toBeGreaterThan(200);
  });
});

describe('svgToPng with Chinese and Latin in one label (issue 26)', () => {
  // The digits are measured against the same digits drawn alone, in the Latin face the browser uses too.
  it.runIf(serverFonts().latinFamily === 'Liberation Sans')('draws the Latin characters in the Latin face, as crisp as alone', async () => {
    const digits = await inkOf(text('2024'));
    const chinese = await inkOf(text('销售'));
    const mixed = await inkOf(text('2024 销售'));
    // Drawn in the CJK face, the digits were thinner: the mixed label had less ink than its two parts.
    expect(Math.abs(mixed - (digits + chinese)) / (digits + chinese)).toBeLessThan(0.03);
    const boldDigits = await inkOf(text('2024').replace('font-size:28px', 'font-size:28px;font-weight:bold'));
    const boldMixed = await inkOf(text('2024 销售').replace('font-size:28px', 'font-size:28px;font-weight:bold'));
    expect(boldDigits).toBeGreaterThan(digits * 1.2);
    expect(boldMixed - chinese).toBeGreaterThan(boldDigits * 0.9);
  });
});
