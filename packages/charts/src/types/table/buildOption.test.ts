import { ChartConfigSchema, type ChartConfigInput, type ChartFieldInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import type { ChartContext, ChartData, ChartOutput, TableModel } from '../../chartDefinition';
import { checkRequirements, requirementsOf } from '../../requirements';
import { resolveSettings } from '../../settings/settingValues';
import { chartThemes } from '../../theme/chartTheme';
import { sequentialRamp } from '../../theme/palettes';
import { tableChart } from './index';
import { missingSettingLabels } from './missingSettingLabels';

const name: ChartFieldInput = { uid: 'n', column: 'name', type: 'string' };
const price: ChartFieldInput = { uid: 'p', column: 'price', type: 'numeric' };
const sold: ChartFieldInput = { uid: 's', column: 'sold_at', type: 'date', dateLevel: 'month' };

const configOf = (input: Partial<ChartConfigInput>) => ChartConfigSchema.parse({ chartType: 'table', ...input });

const detailData: ChartData = {
  columns: [
    { name: 'n', type: 'string' },
    { name: 'p', type: 'number' },
    { name: 's', type: 'date' },
  ],
  rows: [
    ['<b>Tea</b>', 1.13, '2024-03-05'],
    ['Coffee', 1282.9, '2024-04-01'],
    ['Cake', null, null],
  ],
};

function tableOf(output: ChartOutput): TableModel {
  if (output.kind !== 'table') throw new Error(`expected a table, got ${output.kind}`);
  return output.table;
}

function draw(input: Partial<ChartConfigInput>, data: ChartData, context: ChartContext = { theme: 'light', locale: 'en' }) {
  const config = configOf(input);
  const settings = resolveSettings(tableChart, config.settings, config.settingsVersion);
  return tableOf(tableChart.buildOption({ config, settings, data, context }));
}

describe('table requirements', () => {
  it('takes any mix of dimensions and metrics but at least one column', () => {
    expect(requirementsOf(tableChart)).toEqual([
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.dimensions', params: { min: 0, max: 'N' } },
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.metrics', params: { min: 0, max: 'N' } },
    ]);
    expect(checkRequirements(tableChart, configOf({ sections: {} }))).toEqual([
      { messageKey: 'validation.allowedRange', sectionKey: 'section.mixed', params: { min: 1, max: 'N' } },
    ]);
    expect(checkRequirements(tableChart, configOf({ sections: { columns: [name, { ...price, aggregate: 'SUM' }] } }))).toEqual([]);
    expect(checkRequirements(tableChart, configOf({ aggregation: false, sections: { columns: [name, price, sold] } }))).toEqual([]);
    expect(tableChart.allowsDetail).toBe(true);
  });

  it('labels every setting in both languages', () => {
    expect(missingSettingLabels(tableChart, 'en')).toEqual([]);
    expect(missingSettingLabels(tableChart, 'zh')).toEqual([]);
  });
});

describe('table query', () => {
  it('pages on the server with the page size setting and counts the total', () => {
    const spec = tableChart.buildQuery!(configOf({ aggregation: false, sections: { columns: [name, price] } }), 'view1');
    expect(spec?.pageInfo).toEqual({ pageNo: 1, pageSize: 100, countTotal: true });
    expect(spec?.columns).toEqual([
      { column: 'name', alias: 'n' },
      { column: 'price', alias: 'p' },
    ]);
    const paged = tableChart.buildQuery!(configOf({ aggregation: false, sections: { columns: [name] }, settings: { 'table.pageSize': '500' } }), 'view1');
    expect(paged?.pageInfo).toEqual({ pageNo: 1, pageSize: 500, countTotal: true });
    const odd = tableChart.buildQuery!(configOf({ sections: { columns: [name] }, settings: { 'table.pageSize': '7' } }), 'view1');
    expect(odd?.pageInfo?.pageSize).toBe(100);
    expect(tableChart.buildQuery!(configOf({ sections: {} }), 'view1')).toBeUndefined();
  });
});

describe('table buildOption', () => {
  it('writes titles, formatted cells and alignment; text is kept as text', () => {
    const table = draw({ aggregation: false, sections: { columns: [name, { ...price, alias: 'Price' }, sold] } }, detailData);
    expect(table.columns.map(({ title, align }) => [title, align])).toEqual([
      ['name', 'left'],
      ['Price', 'right'],
      ['sold_at', 'left'],
    ]);
    expect(table.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ['<b>Tea</b>', '1.13', '2024-03'],
      ['Coffee', '1,282.90', '2024-04'],
      ['Cake', '', ''],
    ]);
    expect(table.rows[1]!.cells[1]!.value).toBe(1282.9);
    expect(table.totals).toBeUndefined();
    expect(table.page).toEqual({ pageNo: 1, pageSize: 100 });
  });

  it('formats aggregates, units and date levels by locale', () => {
    const data: ChartData = {
      columns: [
        { name: 's', type: 'date' },
        { name: 'p', type: 'number' },
        { name: 'c', type: 'number' },
      ],
      rows: [['2024-03-01', 1284.0300000000102, 1234567]],
    };
    const input = {
      sections: {
        columns: [sold, { ...price, aggregate: 'SUM' as const }, { uid: 'c', column: 'name', type: 'string' as const, aggregate: 'COUNT' as const, format: { kind: 'numeric' as const, unit: 'wan' as const, decimals: 2 } }],
      },
    };
    const en = draw(input, data, { theme: 'light', locale: 'en' });
    expect(en.columns.map((column) => column.title)).toEqual(['sold_at', 'SUM(price)', 'COUNT(name)']);
    expect(en.rows[0]!.cells.map((cell) => cell.text)).toEqual(['2024-03', '1,284.03', '123.46万']);
    expect(en.columns[2]!.align).toBe('right');
    const zh = draw(input, data, { theme: 'dark', locale: 'zh' });
    expect(zh.rows[0]!.cells.map((cell) => cell.text)).toEqual(['2024年3月', '1,284.03', '123.46万']);
  });

  it('takes header, border and stripe colours from the theme and text sizes from the settings', () => {
    const input = { aggregation: false, sections: { columns: [name] }, settings: { 'text.fontSize': 12, 'text.lineHeight': 2 } };
    const light = draw(input, detailData, { theme: 'light', locale: 'en' });
    expect(light.style).toEqual({
      headerBackground: chartThemes.light.tableHeader,
      headerColor: chartThemes.light.text,
      border: chartThemes.light.tableBorder,
      color: chartThemes.light.text,
      stripe: chartThemes.light.tableStripe,
      fontSize: 12,
      lineHeight: 2,
    });
    const dark = draw({ ...input, settings: { 'table.stripe': false } }, detailData, { theme: 'dark', locale: 'zh' });
    expect(dark.style.headerBackground).toBe(chartThemes.dark.tableHeader);
    expect(dark.style.color).toBe(chartThemes.dark.text);
    expect(dark.style.stripe).toBeUndefined();
    expect(dark.style.fontSize).toBe(14);
  });

  it('sorts by the fields and sets column widths', () => {
    const table = draw(
      { aggregation: false, sections: { columns: [{ ...name, sort: { order: 'DESC' } }, { ...price, sort: { order: 'CUSTOM', values: ['1'] } }] }, settings: { 'table.columnWidth': 'compact' } },
      detailData,
    );
    expect(table.columns.map(({ sortable, sort, width }) => ({ sortable, sort, width }))).toEqual([
      { sortable: true, sort: 'DESC', width: 96 },
      { sortable: true, sort: undefined, width: 96 },
    ]);
    expect(draw({ aggregation: false, sections: { columns: [name] } }, detailData).columns[0]!.width).toBeUndefined();
  });
});

describe('table totals', () => {
  const input = { aggregation: false, sections: { columns: [name, price, sold] }, settings: { 'table.totals': true } };

  it('sums the numeric columns of detail rows when every row is here, without float noise', () => {
    expect(draw(input, detailData).totals).toEqual([{ text: 'Total' }, { text: '1,284.03' }, { text: '' }]);
    expect(draw(input, { ...detailData, total: 3 }, { theme: 'dark', locale: 'zh' }).totals).toEqual([{ text: '合计' }, { text: '1,284.03' }, { text: '' }]);
  });

  it('leaves totals out when the rows are one page of more', () => {
    const table = draw(input, { ...detailData, total: 250, pageNo: 1, pageSize: 3 });
    expect(table.totals).toBeUndefined();
    expect(table.page).toEqual({ pageNo: 1, pageSize: 3, total: 250 });
  });

  it('adds up SUM and COUNT, takes MAX and MIN, and leaves AVG, distinct counts and groups empty', () => {
    const fields = ['SUM', 'COUNT', 'MAX', 'MIN', 'AVG', 'COUNT_DISTINCT'].map((aggregate, index) => ({ uid: `m${index}`, column: 'price', type: 'numeric' as const, aggregate: aggregate as 'SUM' }));
    const data: ChartData = {
      columns: [{ name: 'y', type: 'number' }, ...fields.map((field) => ({ name: field.uid, type: 'number' as const }))],
      rows: [
        [2023, 10, 2, 7, 1, 5, 2],
        [2024, 20.5, 3, 9, 4, 6, 2],
      ],
    };
    const table = draw({ sections: { columns: [{ uid: 'y', column: 'year', type: 'numeric' }, ...fields] }, settings: { 'table.totals': true } }, data);
    expect(table.totals!.map((cell) => cell.text)).toEqual(['Total', '30.5', '5', '9', '1', '', '']);
  });

  it('shows no totals row when no column has a total', () => {
    expect(draw({ ...input, sections: { columns: [name, sold] } }, detailData).totals).toBeUndefined();
  });
});

describe('table conditional colours', () => {
  it('colours each numeric cell by its place between the column minimum and maximum, with readable text', () => {
    const data: ChartData = { columns: [{ name: 'n', type: 'string' }, { name: 'p', type: 'number' }], rows: [['a', 0], ['b', 50], ['c', 100], ['d', null]] };
    const table = draw({ aggregation: false, sections: { columns: [name, price] }, settings: { 'conditional.enabled': true } }, data);
    const cells = table.rows.map((row) => row.cells[1]!);
    expect(cells[0]).toMatchObject({ background: sequentialRamp[0], color: chartThemes.light.text });
    expect(cells[2]).toMatchObject({ background: sequentialRamp[5], color: '#FFFFFF' });
    expect(cells[1]!.background).toMatch(/^#[0-9A-F]{6}$/);
    expect(cells[3]!.background).toBeUndefined();
    expect(table.rows[0]!.cells[0]!.background).toBeUndefined();
    const diverging = draw({ aggregation: false, sections: { columns: [name, price] }, settings: { 'conditional.enabled': true, 'conditional.scale': 'diverging' } }, data);
    expect(diverging.rows[0]!.cells[1]!.background).toBe('#B2182B');
    expect(diverging.rows[1]!.cells[1]!.background).toBe('#F7F7F7');
    const off = draw({ aggregation: false, sections: { columns: [name, price] } }, data);
    expect(off.rows[0]!.cells[1]!.background).toBeUndefined();
  });
});
