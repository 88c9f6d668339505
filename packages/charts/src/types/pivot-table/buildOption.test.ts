import { ChartConfigSchema, type ChartConfigInput, type ChartFieldInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import type { ChartContext, ChartData, ChartOutput, PivotModel } from '../../chartDefinition';
import { buildChartQuery } from '../../query/buildQuery';
import { checkRequirements } from '../../requirements';
import { resolveSettings } from '../../settings/settingValues';
import { chartThemes } from '../../theme/chartTheme';
import { missingSettingLabels } from '../table/missingSettingLabels';
import { pivotTableChart } from './index';

const region: ChartFieldInput = { uid: 'r', column: 'region', type: 'string' };
const city: ChartFieldInput = { uid: 'c', column: 'city', type: 'string' };
const year: ChartFieldInput = { uid: 'y', column: 'year', type: 'numeric' };
const total: ChartFieldInput = { uid: 's', column: 'amount', type: 'numeric', aggregate: 'SUM' };
const average: ChartFieldInput = { uid: 'a', column: 'amount', type: 'numeric', aggregate: 'AVG', alias: 'Average' };

const data: ChartData = {
  columns: ['r', 'c', 'y', 's', 'a'].map((name) => ({ name, type: name === 'r' || name === 'c' ? ('string' as const) : ('number' as const) })),
  rows: [
    ['East', 'A', 2023, 10, 5],
    ['East', 'A', 2024, 20, 10],
    ['West', 'C', 2024, 1282.9, 7],
    ['East', 'B', 2023, 1.13, 1],
  ],
};

const configOf = (input: Partial<ChartConfigInput>) => ChartConfigSchema.parse({ chartType: 'pivot-table', ...input });

function pivotOf(output: ChartOutput): PivotModel {
  if (output.kind !== 'pivot') throw new Error(`expected a pivot, got ${output.kind}`);
  return output.pivot;
}

function draw(input: Partial<ChartConfigInput>, rows: ChartData = data, context: ChartContext = { theme: 'light', locale: 'en' }) {
  const config = configOf(input);
  const settings = resolveSettings(pivotTableChart, config.settings, config.settingsVersion);
  return pivotOf(pivotTableChart.buildOption({ config, settings, data: rows, context }));
}

const texts = (pivot: PivotModel) => pivot.rows.map((row) => [row.kind, row.headers.map((header) => `${header.text}/${header.span}`).join(' '), ...row.cells]);

describe('pivot table requirements', () => {
  it('needs a metric; rows and columns are optional', () => {
    expect(checkRequirements(pivotTableChart, configOf({ sections: { rows: [region] } }))).toEqual([
      { messageKey: 'validation.allowedRange', sectionKey: 'section.metrics', params: { min: 1, max: 'N' } },
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.metrics', params: { min: 1, max: 'N' } },
    ]);
    expect(checkRequirements(pivotTableChart, configOf({ sections: { metrics: [total] } }))).toEqual([]);
    expect(checkRequirements(pivotTableChart, configOf({ sections: { rows: [region, city], columns: [year], metrics: [total, average] } }))).toEqual([]);
    expect(missingSettingLabels(pivotTableChart, 'en')).toEqual([]);
    expect(missingSettingLabels(pivotTableChart, 'zh')).toEqual([]);
  });

  it('groups the default query by rows and columns', () => {
    const spec = buildChartQuery(pivotTableChart, configOf({ sections: { rows: [region], columns: [year], metrics: [total] } }), 'v');
    expect(spec?.groups).toEqual([
      { column: 'region', alias: 'r' },
      { column: 'year', alias: 'y' },
    ]);
    expect(spec?.aggregators).toEqual([{ column: 'amount', sqlOperator: 'SUM', alias: 's' }]);
  });
});

describe('pivot table buildOption', () => {
  const full = { sections: { rows: [region, city], columns: [year], metrics: [total, average] }, settings: { 'pivot.subtotals': true } };

  it('lays out column headers with a metric row, spanning row headers, subtotals and totals', () => {
    const pivot = draw(full);
    expect(pivot.rowHeaderTitles).toEqual(['region', 'city']);
    expect(pivot.columnHeaders).toEqual([
      [
        { text: '2023', span: 2 },
        { text: '2024', span: 2 },
        { text: 'Total', span: 2 },
      ],
      ['SUM(amount)', 'Average', 'SUM(amount)', 'Average', 'SUM(amount)', 'Average'].map((text) => ({ text, span: 1 })),
    ]);
    expect(texts(pivot)).toEqual([
      // SUM(amount) has values with 2 decimals: every cell of it takes 2, so the column lines up.
      ['data', 'East/3 A/1', '10.00', '5', '20.00', '10', '30.00', ''],
      ['data', 'B/1', '1.13', '1', '', '', '1.13', ''],
      ['subtotal', 'Subtotal/1', '11.13', '', '20.00', '', '31.13', ''],
      ['data', 'West/2 C/1', '', '', '1,282.90', '7', '1,282.90', ''],
      ['subtotal', 'Subtotal/1', '', '', '1,282.90', '', '1,282.90', ''],
      ['total', 'Total/1 /1', '11.13', '', '1,302.90', '', '1,314.03', ''],
    ]);
  });

  it('translates totals and takes the theme', () => {
    const pivot = draw(full, data, { theme: 'dark', locale: 'zh' });
    expect(pivot.columnHeaders[0]!.at(-1)!.text).toBe('合计');
    expect(pivot.rows.map((row) => row.headers[0]!.text)).toEqual(['East', 'B', '小计', 'West', '小计', '合计']);
    expect(pivot.style.headerBackground).toBe(chartThemes.dark.tableHeader);
    expect(pivot.style.color).toBe(chartThemes.dark.text);
    expect(pivot.style.fontSize).toBe(14);
  });

  it('leaves out subtotals and totals when switched off', () => {
    const pivot = draw({ ...full, settings: { 'pivot.totals': false } });
    expect(pivot.columnHeaders[0]).toEqual([
      { text: '2023', span: 2 },
      { text: '2024', span: 2 },
    ]);
    expect(texts(pivot)).toEqual([
      ['data', 'East/2 A/1', '10.00', '5', '20.00', '10'],
      ['data', 'B/1', '1.13', '1', '', ''],
      ['data', 'West/1 C/1', '', '', '1,282.90', '7'],
    ]);
  });

  it('totals MAX as the largest, MIN as the smallest and COUNT as a sum', () => {
    const metrics = [
      { uid: 's', column: 'amount', type: 'numeric' as const, aggregate: 'MAX' as const },
      { uid: 'a', column: 'amount', type: 'numeric' as const, aggregate: 'MIN' as const },
    ];
    const pivot = draw({ sections: { rows: [region], metrics } });
    expect(pivot.columnHeaders).toEqual([[{ text: 'MAX(amount)', span: 1 }, { text: 'MIN(amount)', span: 1 }]]);
    expect(texts(pivot)).toEqual([
      ['data', 'East/1', '20.00', '1'],
      ['data', 'West/1', '1,282.90', '7'],
      ['total', 'Total/1', '1,282.90', '1'],
    ]);
    const counted = draw({ sections: { columns: [region], metrics: [{ uid: 's', column: 'city', type: 'string', aggregate: 'COUNT' }] } }, {
      columns: data.columns,
      rows: [
        ['East', null, null, 1200, null],
        ['West', null, null, 34, null],
      ],
    });
    expect(counted.columnHeaders).toEqual([
      [
        { text: 'East', span: 1 },
        { text: 'West', span: 1 },
        { text: 'Total', span: 1 },
      ],
    ]);
    expect(texts(counted)).toEqual([['data', '', '1,200', '34', '1,234']]);
  });

  it('orders axis values by a field sorted ascending or descending, keeping groups together', () => {
    const pivot = draw({ sections: { rows: [{ ...region, sort: { order: 'DESC' } }], columns: [{ ...year, sort: { order: 'DESC' } }], metrics: [total] }, settings: { 'pivot.totals': false } });
    expect(pivot.columnHeaders).toEqual([
      [
        { text: '2024', span: 1 },
        { text: '2023', span: 1 },
      ],
    ]);
    expect(texts(pivot)).toEqual([
      ['data', 'West/1', '1,282.90', ''],
      ['data', 'East/1', '20.00', '11.13'],
    ]);
  });

  it('draws headers only when the query returned no rows', () => {
    const pivot = draw(full, { columns: data.columns, rows: [] });
    expect(pivot.rows).toEqual([]);
    expect(pivot.columnHeaders).toEqual([[{ text: 'Total', span: 2 }], [{ text: 'SUM(amount)', span: 1 }, { text: 'Average', span: 1 }]]);
  });
});
