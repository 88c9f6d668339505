import { describe, expect, it } from 'vitest';
import type { ChartDefinition } from '../chartDefinition';
import { resolveSettings } from '../settings/settingValues';
import { chartThemeOf } from '../theme/chartTheme';
import type { Loose } from './cartesianFixtures';
import { categoryAxis, labelRotation, valueAxis } from './cartesianAxes';
import { cartesianSettingGroups } from './cartesianSettings';
import { estimateTextWidth } from './textWidth';

const definition = { settings: { version: 1, groups: cartesianSettingGroups } } as unknown as ChartDefinition;
const settingsWith = (values: Record<string, unknown> = {}) => resolveSettings(definition, values, 1);
const theme = chartThemeOf('light');
const axisOf = (labels: string[], values: Record<string, unknown> = {}, width = 600) =>
  categoryAxis({ labels, group: 'xAxis', settings: settingsWith(values), theme, context: { theme: 'light', locale: 'en', width }, title: 'Genre', boundaryGap: true, visible: labels.length }) as Loose;

describe('cartesian axes', () => {
  it('estimates label widths without a DOM, CJK glyphs a full em', () => {
    expect(estimateTextWidth('abcde', 10)).toBe(30);
    expect(estimateTextWidth('销售额', 10)).toBe(30);
  });

  it('rotates category labels only when they would not fit, or as the setting says', () => {
    expect(labelRotation('auto', 40, 100)).toBe(0);
    expect(labelRotation('auto', 190, 50)).toBe(30);
    expect(labelRotation('45', 10, 100)).toBe(45);
    expect(labelRotation('0', 190, 10)).toBe(0);
    expect(axisOf(['Drama', 'Comedy']).axisLabel.rotate).toBe(0);
    expect(axisOf(Array.from({ length: 40 }, (_, index) => `Category number ${index}`)).axisLabel.rotate).toBe(30);
    expect(axisOf(['Drama'], { 'xAxis.rotate': '90' }).axisLabel.rotate).toBe(90);
  });

  it('puts a long label in a wide slot on two lines instead of turning every label', () => {
    const genres = ['Rock', 'Latin', 'Metal', 'Alternative & Punk', 'Jazz', 'TV Shows'];
    const level = axisOf(genres, {}, 800);
    expect(level.axisLabel).toMatchObject({ rotate: 0, overflow: 'break', interval: 0 });
    expect(level.axisLabel.width).toBeCloseTo((800 - 80) / 6 - 8);
    // Narrow: the slots are too small for two lines to help, so the labels turn.
    expect(axisOf(genres, {}, 360).axisLabel).toMatchObject({ rotate: 30, overflow: 'truncate' });
    expect(axisOf(genres, { 'xAxis.rotate': '45' }, 800).axisLabel.rotate).toBe(45);
  });

  it('keeps a date sequence level and whole, thinned by interval rather than turned', () => {
    const months = Array.from({ length: 48 }, (_, index) => `${2021 + Math.floor(index / 12)}年${(index % 12) + 1}月`);
    const axis = categoryAxis({ labels: months, group: 'xAxis', settings: settingsWith(), theme, context: { theme: 'light', locale: 'zh', width: 800 }, title: '', boundaryGap: false, visible: 48, sequence: true }) as Loose;
    expect(axis.axisLabel.rotate).toBe(0);
    expect(axis.axisLabel.width).toBeGreaterThanOrEqual(estimateTextWidth('2021年10月', 12));
    expect(axis.axisLabel.hideOverlap).toBe(true);
    const turned = categoryAxis({ labels: months, group: 'xAxis', settings: settingsWith({ 'xAxis.rotate': '45' }), theme, context: { theme: 'light', locale: 'zh', width: 800 }, title: '', boundaryGap: false, visible: 48, sequence: true }) as Loose;
    expect(turned.axisLabel.rotate).toBe(45);
  });

  it('never overlaps labels and truncates long ones', () => {
    const axis = axisOf(Array.from({ length: 40 }, (_, index) => `Category number ${index}`));
    expect(axis.axisLabel).toMatchObject({ hideOverlap: true, overflow: 'truncate', width: 120 });
    expect(axis.data).toHaveLength(40);
  });

  it('names the axis only when its title is switched on, clear of rotated labels', () => {
    expect(axisOf(['a']).name).toBeUndefined();
    const titled = axisOf(['A rather long category name', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { 'xAxis.showTitle': true }, 300);
    expect(titled).toMatchObject({ name: 'Genre', nameLocation: 'middle' });
    expect(titled.nameGap).toBeGreaterThan(axisOf(['a'], { 'xAxis.showTitle': true }).nameGap);
  });

  it('draws value axes with low-contrast gridlines and the given tick format', () => {
    const axis = valueAxis({ group: 'yAxis', settings: settingsWith(), theme, title: 'Sales', formatter: (value) => `${value}!`, splitLine: true }) as Loose;
    expect(axis.splitLine).toEqual({ show: true, lineStyle: { color: theme.splitLine } });
    expect(axis.axisLabel.formatter(3)).toBe('3!');
    expect(axis.axisLabel.color).toBe(theme.textMuted);
    const hidden = valueAxis({ group: 'yAxis', settings: settingsWith({ 'yAxis.show': false }), theme, title: '', formatter: String, splitLine: false }) as Loose;
    expect(hidden.show).toBe(false);
    expect(hidden.splitLine.show).toBe(false);
  });
});
