import { describe, expect, it } from 'vitest';
import type { ChartDefinition } from '../chartDefinition';
import { resolveSettings } from '../settings/settingValues';
import { chartThemeOf } from '../theme/chartTheme';
import type { Loose } from './cartesianFixtures';
import { cartesianLayout } from './cartesianLayout';
import { legendRows } from './chartLegend';
import { cartesianSettingGroups } from './cartesianSettings';
import { categoryZoom, firstBarWindow, ZOOM_CATEGORY_THRESHOLD } from './dataZoom';

const definition = { settings: { version: 1, groups: cartesianSettingGroups } } as unknown as ChartDefinition;
const theme = chartThemeOf('dark');
const layoutOf = (values: Record<string, unknown>, width?: number, names = ['a', 'b'], zoom?: ReturnType<typeof categoryZoom>) =>
  cartesianLayout({ settings: resolveSettings(definition, values, 1), theme, context: { theme: 'dark', locale: 'en', ...(width ? { width } : {}) }, legendNames: names, ...(zoom ? { zoom } : {}) }) as Loose;

describe('cartesian layout', () => {
  it('puts the legend where the setting says and leaves the grid room for it and the title', () => {
    const plain = layoutOf({});
    expect(plain.legend).toMatchObject({ type: 'plain', top: 4, data: ['a', 'b'] });
    const titled = layoutOf({ 'title.show': true, 'title.text': 'Sales', 'title.fontSize': 20 });
    expect(titled.legend.top).toBe(44);
    expect(titled.grid.top).toBeGreaterThan(plain.grid.top + 39);
    const right = layoutOf({ 'legend.position': 'right' });
    expect(right.legend).toMatchObject({ orient: 'vertical', right: 4 });
    expect(right.grid.right).toBeGreaterThan(100);
    expect(plain.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'all' });
  });

  it('moves the legend below the plot on narrow cells', () => {
    const narrow = layoutOf({ 'legend.position': 'right' }, 400);
    expect(narrow.legend).toMatchObject({ bottom: 4, orient: 'horizontal' });
    expect(narrow.grid.bottom).toBeGreaterThan(30);
    expect(layoutOf({ 'legend.position': 'right' }, 800).legend.orient).toBe('vertical');
  });

  it('wraps a legend on a narrow cell into two rows rather than scroll it, and scrolls a longer one', () => {
    const regions = ['North America', 'Europe', 'Latin America', 'Asia Pacific', 'Africa'];
    const narrow = layoutOf({}, 360, regions);
    expect(legendRows(regions, 12, 360)).toBe(2);
    expect(legendRows(regions, 12, 800)).toBe(1);
    expect(narrow.legend.type).toBe('plain');
    const oneRow = layoutOf({}, 360, ['a', 'b']);
    expect(narrow.grid.bottom - oneRow.grid.bottom).toBe(24);
    const many = Array.from({ length: 24 }, (_, index) => `Country number ${index}`);
    expect(layoutOf({}, 360, many).legend.type).toBe('scroll');
    expect(layoutOf({}, 360, many).grid.bottom).toBe(oneRow.grid.bottom);
    expect(legendRows(['a'], 12, 10)).toBe(1);
  });

  it('shows no legend for one series or when switched off', () => {
    expect(layoutOf({}, 800, ['only']).legend).toBeUndefined();
    expect(layoutOf({ 'legend.show': false }).legend).toBeUndefined();
  });

  it('zooms beyond the threshold: bars at a first window, lines at all, a slider with room below the legend', () => {
    expect(categoryZoom(ZOOM_CATEGORY_THRESHOLD, 'x')).toBeUndefined();
    expect(categoryZoom(1000, 'x', 60)).toEqual({ axis: 'x', end: 6 });
    expect(categoryZoom(1000, 'x')).toEqual({ axis: 'x', end: 100 });
    const zoomed = layoutOf({ 'legend.position': 'bottom' }, 800, ['a', 'b'], categoryZoom(1000, 'x'));
    expect(zoomed.dataZoom.map((zoom: { type: string }) => zoom.type)).toEqual(['inside', 'slider']);
    expect(zoomed.dataZoom[1].bottom).toBeGreaterThan(30);
    expect(zoomed.grid.bottom).toBeGreaterThan(zoomed.dataZoom[1].bottom + 20);
    expect(firstBarWindow({ theme: 'light', locale: 'en', width: 640 }, 'x')).toBe(40);
    expect(firstBarWindow({ theme: 'light', locale: 'en', height: 100 }, 'y')).toBe(10);
    expect(firstBarWindow({ theme: 'light', locale: 'en' }, 'x')).toBe(37);
    const sideways = layoutOf({}, 800, ['a'], categoryZoom(1000, 'y', 60));
    expect(sideways.dataZoom[1]).toMatchObject({ yAxisIndex: 0, right: 16 });
  });
});
