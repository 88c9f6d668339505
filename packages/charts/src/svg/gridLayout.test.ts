import { describe, expect, it } from 'vitest';
import { columnNeed, columnsThatFit, drawnColumns, fitWidths, rowsThatFit } from './gridLayout';

const need = (natural: number, essential: number, least = essential) => ({ natural, essential, least });

describe('grid layout', () => {
  it('keeps numbers and short texts whole and lets long texts give way', () => {
    const amount = columnNeed('Sales', ['1,549.89', '13,036.61'], 14, { numeric: true });
    expect(amount.essential).toBe(amount.natural);
    const tracks = columnNeed('Tracks sold', ['1', '28'], 14, { numeric: true });
    // The header may be cut ('Track…'), the numbers under it never.
    expect(tracks.essential).toBeLessThan(tracks.natural);
    expect(columnNeed('Invoice date', ['2024-01-01'], 14, { numeric: false }).essential).toBeGreaterThan(80);
    expect(columnNeed('Customer', ['František Wichterlová'], 14, { numeric: false }).essential).toBe(56);
    expect(columnNeed('Customer', ['František Wichterlová'], 14, { numeric: false, fixed: 96 })).toEqual(need(96, 96));
    // Squeezed to keep a column of numbers in, texts go down to a few characters, numbers never.
    expect(columnNeed('Customer', ['František Wichterlová'], 14, { numeric: false }).least).toBe(40);
    expect(columnNeed('国家', ['澳大利亚'], 14, { numeric: false }).least).toBe(56);
    const date = columnNeed('开票日期', ['2024-01-01', '2024年3月', '2024-Q1'], 14, { numeric: false });
    expect(date.least).toBe(date.essential);
    expect(amount.least).toBe(amount.essential);
    expect(columnNeed('客户', ['路易斯·贡萨尔维斯'], 14, { numeric: false, bold: ['合计'] }).least).toBe(46);
  });

  it('fits natural widths, widening auto columns to fill the width and keeping set ones', () => {
    expect(fitWidths([need(50, 50), need(150, 64)], 400, true)).toEqual([100, 300]);
    expect(fitWidths([need(96, 96), need(96, 96)], 400, false)).toEqual([96, 96]);
  });

  it('narrows only what may give way, in proportion to what each would still like', () => {
    // Essentials 64 + 80 = 144; the 56 px left go to the first column, the only one that gave anything up.
    expect(fitWidths([need(200, 64), need(80, 80)], 200, true)).toEqual([120, 80]);
    expect(fitWidths([need(200, 64), need(120, 64), need(90, 90)], 248, true)).toEqual([64 + 136 * (30 / 192), 64 + 56 * (30 / 192), 90]);
  });

  it('squeezes long texts a little further when that keeps every column in', () => {
    // 56 + 56 + 97 + 57 + 97 = 363 on 360 px: the two long texts give 1.5 px each, the Sales column stays.
    expect(fitWidths([need(186, 56, 40), need(130, 56, 40), need(114, 97), need(105, 57), need(97, 97)], 360, true)).toEqual([54.5, 54.5, 97, 57, 97]);
    // Long texts give first; a short one (a country) only what is still missing.
    expect(fitWidths([need(186, 56, 40), need(75, 75, 56), need(97, 97), need(57, 57), need(97, 97)], 360, true)).toEqual([40, 69, 97, 57, 97]);
    // Giving more than the texts can spare: the essentials, and the last column is left out.
    expect(fitWidths([need(186, 56, 40), need(114, 97), need(97, 97), need(97, 97)], 300, true)).toEqual([56, 97, 97, 97]);
  });

  it('leaves out whole columns past the edge when even the essentials do not fit', () => {
    const widths = fitWidths([need(200, 64), need(100, 100), need(100, 100)], 200, true);
    expect(widths).toEqual([64, 100, 100]);
    expect(columnsThatFit(widths, 200)).toBe(2);
    expect(columnsThatFit([400], 200)).toBe(1);
    expect(columnsThatFit([], 200)).toBe(0);
    // The room of the column left out goes to the long text before it.
    expect(drawnColumns([need(200, 64), need(100, 100), need(100, 100)], 200, true)).toEqual({ count: 2, widths: [100, 100] });
    expect(drawnColumns([need(300, 300), need(100, 100)], 200, true)).toEqual({ count: 1, widths: [200] });
  });

  it('keeps a row for the line counting what is left out', () => {
    expect(rowsThatFit(5, 0, 100, 20)).toBe(5);
    expect(rowsThatFit(6, 0, 100, 20)).toBe(4);
    expect(rowsThatFit(3, 10, 100, 20)).toBe(3);
    expect(rowsThatFit(5, 10, 100, 20)).toBe(4);
    expect(rowsThatFit(5, 0, 10, 20)).toBe(0);
    expect(rowsThatFit(5, 0, 100, 20, true)).toBe(4);
  });
});
