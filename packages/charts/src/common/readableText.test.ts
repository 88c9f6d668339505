import { describe, expect, it } from 'vitest';
import { chartThemes } from '../theme/chartTheme';
import { categoricalPalettes } from '../theme/palettes';
import { contrastRatio, readableTextOn } from './readableText';

describe('text on a fill', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFF', '#FFFFFF')).toBeCloseTo(1, 5);
  });

  it('writes dark on yellow and light blue, white on dark blue and purple', () => {
    expect(readableTextOn('#FAC858')).toBe('#1F2329');
    expect(readableTextOn('#73C0DE')).toBe('#1F2329');
    expect(readableTextOn('#174A8B')).toBe('#FFFFFF');
    expect(readableTextOn('#9A60B4')).toBe('#FFFFFF');
  });

  it('reaches at least 4.5:1 on most palette colours and never falls below 3:1 (large-text AA)', () => {
    const ratios = Object.values(categoricalPalettes)
      .flat()
      .map((fill) => contrastRatio(fill, readableTextOn(fill)));
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(3);
    expect(ratios.filter((ratio) => ratio >= 4.5).length / ratios.length).toBeGreaterThan(0.75);
  });

  it('keeps the themes’ text readable on their cards (WCAG AA)', () => {
    for (const theme of Object.values(chartThemes)) {
      expect(contrastRatio(theme.text, theme.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.textMuted, theme.surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
