import { describe, expect, it } from 'vitest';
import type { ScoreCardModel } from '@redbi/charts';
import { keyFigureOf } from './keyFigures';

const card = (changes: Partial<ScoreCardModel>): ScoreCardModel => ({
  value: '1.2M',
  label: 'SUM(revenue)',
  style: { color: '#000', labelColor: '#666', valueFontSize: 48, labelFontSize: 14, align: 'center' },
  ...changes,
});

describe('keyFigureOf', () => {
  it("tells a score card's value with its label, and its change with the arrow of its direction", () => {
    expect(keyFigureOf(card({ comparison: { text: '+12.5% (+1.2K)', direction: 'up', basis: 'vs previous month' } }), 'Revenue card')).toEqual({
      label: 'SUM(revenue)',
      value: '1.2M',
      change: '▲ +12.5% (+1.2K) vs previous month',
    });
    expect(keyFigureOf(card({ comparison: { text: '-3%', direction: 'down' } }), 'x').change).toBe('▼ -3%');
  });

  it("falls back to the chart's name without a label, and has no change without a comparison", () => {
    expect(keyFigureOf(card({ label: '' }), 'Revenue card')).toEqual({ label: 'Revenue card', value: '1.2M' });
  });
});
