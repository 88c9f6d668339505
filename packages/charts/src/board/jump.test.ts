import type { WidgetInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { boardCharts, boardOf, chartWidget } from './boardFixtures';
import { jumpOf } from './jump';

const values = { d_region: 'East & West', d_month: '2024-03-01', m_amount: 1200 };
const jumpWidget = (jump: Record<string, unknown>, chartId = 'c1') => boardOf([chartWidget('a', chartId, { interactions: { jump } } as Partial<WidgetInput>)]).widgets[0]!;

describe('jumpOf', () => {
  it('passes the mapped values of the point to a dashboard', () => {
    const widget = jumpWidget({ enabled: true, kind: 'dashboard', targetId: 'd9', action: 'newTab', params: [{ sourceUid: 'd_region', target: 'Region' }, { sourceUid: 'missing', target: 'x' }] });
    expect(jumpOf(widget, values, boardCharts)).toEqual({ kind: 'dashboard', targetId: 'd9', action: 'newTab', params: { Region: ['East & West'] } });
  });

  it('appends the parameters to a URL, after its own query and before its fragment', () => {
    const params = [
      { sourceUid: 'd_region', target: 'area name' },
      { sourceUid: 'm_amount', target: 'amount' },
    ];
    expect(jumpOf(jumpWidget({ enabled: true, kind: 'url', url: 'https://example.com/r?lang=en#top', params }), values, boardCharts)).toEqual({
      kind: 'url',
      url: 'https://example.com/r?lang=en&area%20name=East%20%26%20West&amount=1200#top',
      action: 'inPlace',
      params: { 'area name': ['East & West'], amount: ['1200'] },
    });
    expect(jumpOf(jumpWidget({ enabled: true, kind: 'url', url: '/boards/1', params }), { m_amount: 5 }, boardCharts)?.url).toBe('/boards/1?amount=5');
  });

  it('does not jump when off, without a target, or when the chart is gone', () => {
    expect(jumpOf(jumpWidget({ enabled: false, kind: 'chart', targetId: 'c2' }), values, boardCharts)).toBeUndefined();
    expect(jumpOf(jumpWidget({ enabled: true, kind: 'chart' }), values, boardCharts)).toBeUndefined();
    expect(jumpOf(jumpWidget({ enabled: true, kind: 'url' }), values, boardCharts)).toBeUndefined();
    expect(jumpOf(jumpWidget({ enabled: true, kind: 'chart', targetId: 'c2' }, 'gone'), values, boardCharts)).toBeUndefined();
  });
});
