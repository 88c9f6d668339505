import type { ScoreCardModel } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreCard } from './ScoreCard';

const card = (extra: Partial<ScoreCardModel> = {}): ScoreCardModel => ({
  value: '1.28万',
  label: 'SUM(amount)',
  style: { color: '#1F2329', labelColor: '#5B6270', valueFontSize: 64, labelFontSize: 14, align: 'center' },
  ...extra,
});
const draw = (model: ScoreCardModel, context: { width?: number; height?: number; theme?: 'light' | 'dark' } = {}) =>
  render(<ScoreCard output={{ kind: 'scorecard', card: model }} config={{ chartType: 'score-card' } as ChartConfig} context={{ theme: 'light', locale: 'en', ...context }} />);

describe('ScoreCard', () => {
  it('shows one large number under its label, at the chosen size when it fits', () => {
    draw(card(), { width: 600, height: 300 });
    const value = screen.getByText('1.28万');
    expect(value.style.fontSize).toBe('64px');
    expect(value.style.fontVariantNumeric).toBe('tabular-nums');
    expect(screen.getByText('SUM(amount)').style.fontSize).toBe('14px');
  });

  it('shrinks the number to fit a narrow card', () => {
    draw(card({ value: '123,456,789.00' }), { width: 240, height: 300 });
    expect(Number.parseFloat(screen.getByText('123,456,789.00').style.fontSize)).toBeLessThan(64);
  });

  it('shows a comparison coloured by its direction, named for screen readers, and a caption', () => {
    const { unmount } = draw(card({ comparison: { text: '12.3 % vs last period', direction: 'up' }, caption: 'Orders this month' }));
    expect(screen.getByRole('img', { name: 'Up' }).textContent).toBe('▲');
    expect(screen.getByText('12.3 % vs last period').parentElement!.style.color).toBe('#1E8E3E');
    expect(screen.getByText('Orders this month')).toBeTruthy();
    unmount();
    draw(card({ comparison: { text: '4 %', direction: 'down' } }), { theme: 'dark' });
    expect(screen.getByRole('img', { name: 'Down' }).textContent).toBe('▼');
    expect(screen.getByText('4 %').parentElement!.style.color).toBe('#FF7066');
  });

  it('colours the change as the model says (lower is better), mutes its basis, and draws the sparkline beneath (issue 26)', () => {
    draw(card({ comparison: { text: '−16.1%', direction: 'down', color: '#1E8E3E', basis: 'vs previous week' }, sparkline: { points: [3, 2.8, null, 2.35], color: '#5470C6' } }), { width: 600, height: 320 });
    expect(screen.getByRole('img', { name: 'Down' }).textContent).toBe('▼');
    expect(screen.getByText('−16.1%').parentElement!.style.color).toBe('#1E8E3E');
    expect(screen.getByText('vs previous week').style.color).toBe('#5B6270');
    const sparkline = screen.getByTestId('score-card-sparkline');
    expect(sparkline.querySelectorAll('path')[1]!.getAttribute('stroke')).toBe('#5470C6');
    expect(sparkline.querySelector('circle')).toBeTruthy();
  });

  it('leaves the sparkline out of a card too small for it', () => {
    draw(card({ comparison: { text: '+2%', direction: 'up' }, sparkline: { points: [1, 2, 3], color: '#5470C6' } }), { width: 200, height: 100 });
    expect(screen.queryByTestId('score-card-sparkline')).toBeNull();
    expect(screen.getByText('+2%')).toBeTruthy();
  });
});
