import { describe, expect, it } from 'vitest';
import { chartThemeOf } from '../theme/chartTheme';
import { axisTooltip } from './axisTooltip';
import { stripTags } from './cartesianFixtures';

describe('axis tooltip', () => {
  const tooltip = axisTooltip({
    theme: chartThemeOf('light'),
    categories: ['A very long category name that the axis truncates', '<b>x</b>'],
    pointer: 'shadow',
    valueText: (seriesIndex, dataIndex) => (seriesIndex === 1 ? undefined : `${dataIndex * 10}`),
    details: (seriesIndex) => (seriesIndex === 0 ? [{ title: 'Cost', text: '12' }] : []),
  }) as { formatter: (params: unknown) => string; trigger: string; confine: boolean };
  const items = (dataIndex: number) => [
    { seriesIndex: 0, dataIndex, seriesName: 'Sales', color: '#5470C6', name: '' },
    { seriesIndex: 1, dataIndex, seriesName: 'Hidden helper', color: 'transparent', name: '' },
  ];

  it('shows the full category, each series with its value and its info lines, and leaves out series without one', () => {
    expect(tooltip).toMatchObject({ trigger: 'axis', confine: true });
    expect(stripTags(tooltip.formatter(items(0)))).toBe('A very long category name that the axis truncates|Sales|0|Cost|12');
  });

  it('escapes texts from the data', () => {
    const html = tooltip.formatter(items(1));
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>x');
  });
});
