import { WidgetSchema, widgetTypes } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget, controllerWidget } from './boardFixtures';
import { widgetNeedsData, widgetTypeInfo } from './widgetTypes';

describe('widgetTypeInfo', () => {
  it.each(widgetTypes.filter((type) => type !== 'chart' && type !== 'privateChart'))('gives %s a valid default config and sizes that fit the grids', (type) => {
    const info = widgetTypeInfo[type];
    expect(info.type).toBe(type);
    expect(WidgetSchema.safeParse({ id: 'w', name: 'w', type, config: info.defaultConfig() }).success).toBe(true);
    expect(info.defaultSize.desktop.w).toBeLessThanOrEqual(24);
    expect(info.defaultSize.mobile.w).toBe(6);
  });

  it('sizes charts, controllers and buttons as the palette expects', () => {
    expect([widgetTypeInfo.chart.defaultSize.desktop, widgetTypeInfo.controller.defaultSize.desktop, widgetTypeInfo.queryButton.defaultSize.desktop]).toEqual([
      { w: 12, h: 10 },
      { w: 6, h: 2 },
      { w: 3, h: 2 },
    ]);
    expect(widgetTypeInfo.controller.defaultConfig()).toMatchObject({ facade: 'dropdownList', operator: 'EQ' });
  });
});

describe('widgetNeedsData', () => {
  it('asks for charts, rich text with fields of a view and controllers with data options', () => {
    const board = boardOf([
      chartWidget('a'),
      { id: 'r', name: 'r', type: 'richText', config: { viewId: 'v1', fields: [{ uid: 'u', column: 'x', type: 'numeric', aggregate: 'SUM' }] } },
      { id: 'r2', name: 'r2', type: 'richText', config: { viewId: 'v1' } },
      controllerWidget('k', { facade: 'dropdownList', operator: 'EQ', options: { source: 'data', viewId: 'v1', valueField: 'x' } }),
      controllerWidget('s', { facade: 'dropdownList', operator: 'EQ' }),
      { id: 'i', name: 'i', type: 'image', config: {} },
    ]);
    expect(board.widgets.map(widgetNeedsData)).toEqual([true, true, false, true, false, false]);
  });
});
