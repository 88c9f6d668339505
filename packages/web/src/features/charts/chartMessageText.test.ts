import { ChartConfigSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { chartMessageText } from './chartMessageText';

const regionMap = ChartConfigSchema.parse({ chartType: 'region-map' });
const en = i18n.getFixedT('en');
const zh = i18n.getFixedT('zh');

describe('chartMessageText', () => {
  it("translates the spec's requirement messages from the shared catalogue, with the section from the charts catalogue", () => {
    const params = { section: 'section.metrics', count: 1 };
    expect(chartMessageText(en, 'en', regionMap, 'validation.onlyAllows', params)).toBe('Metrics only allows number 1');
    expect(chartMessageText(zh, 'zh', regionMap, 'validation.onlyAllows', params)).toBe('指标只允许数量 1');
    const range = { section: 'requirement.dimensions', min: 0, max: 'N' };
    expect(chartMessageText(en, 'en', regionMap, 'validation.allowedRange', range)).toBe('Dimensions allowed range 0 to N');
  });

  it("translates the charts catalogue's texts and the chart type's own", () => {
    expect(chartMessageText(en, 'en', regionMap, 'text.noData')).toBe('No data');
    expect(chartMessageText(zh, 'zh', regionMap, 'text.noData')).toBe('暂无数据');
    expect(chartMessageText(en, 'en', regionMap, 'text.map.noLocations', { field: 'city' })).toMatch(/^No value of city names a place on the map/);
    expect(chartMessageText(zh, 'zh', regionMap, 'text.map.noLocations', { field: 'city' })).toMatch(/^city 的值都不是地图上的地名/);
  });
});
