import type { ChartData } from '@redbi/charts';
import { ChartConfigSchema, type ChartConfig, type ChartFieldInput } from '@redbi/shared/domain';
import * as labels from './galleryLabels';
import { columnNames, type GalleryLocale } from './galleryLabels';

/** One chart of the gallery: a name (its folder of images) and what renderChart draws. */
export interface GalleryChart {
  name: string;
  config: ChartConfig;
  data: ChartData;
}

type Row = Record<string, unknown>;
interface Scenario {
  name: string;
  chartType: string;
  sections: Record<string, ChartFieldInput[]>;
  rows: Row[];
  settings?: Record<string, unknown>;
  /** Answers of the chart's extra queries (a score card's previous period, its sparkline), by name. */
  extras?: Record<string, Row[]>;
}

/** A deterministic generator (mulberry32), so both languages and every run draw the same numbers. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An amount between low and high with cents, and the float noise a SUM in a database can carry. */
const amount = (random: () => number, low: number, high: number) => Math.round((low + random() * (high - low)) * 100) / 100 + 1e-10 * random();
const months = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `${from + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`);


/** Daily amounts of a month, drifting up or down with noise: a sparkline's answer (latest first, as the query orders it). */
function dailyTrend(seed: number, days: number, start: number, drift: number): Row[] {
  const random = seeded(seed);
  let value = start;
  const rows = Array.from({ length: days }, (_, index) => {
    value = Math.max(0, value * (1 + drift + (random() - 0.5) * 0.12));
    return { day: `2024-03-${String(index + 1).padStart(2, '0')}`, value: Math.round(value * 100) / 100 };
  });
  return rows.reverse();
}

function scenariosOf(locale: GalleryLocale): Scenario[] {
  const name = (key: string) => columnNames[key]![locale];
  const dim = (key: string, extra: Partial<ChartFieldInput> = {}): ChartFieldInput => ({ uid: key, column: name(key), type: 'string', ...extra });
  const measure = (key: string, extra: Partial<ChartFieldInput> = {}): ChartFieldInput => ({ uid: key, column: name(key), type: 'numeric', aggregate: 'SUM', alias: name(key), ...extra });
  const month = dim('month', { type: 'date', dateLevel: 'month' });
  const day = dim('invoiceDate', { type: 'date' });
  /** Score cards with their comparison and sparkline (issue 26): up, down, a target, lower is better, trend only. */
  const scoreCardComparisons = (): Scenario[] => {
    const withValue = (rows: Row[], metric: string) => rows.map((row) => ({ invoiceDate: row.day, [metric]: row.value }));
    return [
      {
        name: 'score-card-previous-up',
        chartType: 'score-card',
        sections: { metrics: [measure('sales')], date: [day] },
        rows: [{ sales: 2_328_600.43 }],
        settings: { 'comparison.mode': 'previousPeriod', 'comparison.showAbsolute': true },
        extras: { 'previous.month': [{ sales: 1_987_112.1 }], trend: withValue(dailyTrend(11, 31, 60_000, 0.01), 'sales') },
      },
      {
        name: 'score-card-previous-down',
        chartType: 'score-card',
        sections: { metrics: [measure('profit', { format: { kind: 'currency', decimals: 0 } })], date: [day] },
        rows: [{ profit: 184_302.5 }],
        settings: { 'comparison.mode': 'previousPeriod', 'layout.align': 'left' },
        extras: { 'previous.quarter': [{ profit: 201_950 }], trend: withValue(dailyTrend(12, 31, 7_400, -0.008), 'profit') },
      },
      {
        name: 'score-card-target',
        chartType: 'score-card',
        sections: { metrics: [measure('sales')], target: [measure('thisYear')] },
        rows: [{ sales: 912_400, thisYear: 1_000_000 }],
        settings: { 'comparison.mode': 'target', 'comparison.showAbsolute': true },
      },
      {
        name: 'score-card-lower-better',
        chartType: 'score-card',
        sections: { metrics: [measure('margin', { aggregate: 'AVG', alias: locale === 'en' ? 'Days to ship' : '平均发货天数' })], date: [day] },
        rows: [{ margin: 2.35 }],
        settings: { 'comparison.mode': 'previousPeriod', 'comparison.better': 'lowerIsBetter' },
        extras: { 'previous.week': [{ margin: 2.8 }], trend: withValue(dailyTrend(13, 14, 3.1, -0.01), 'margin') },
      },
      {
        name: 'score-card-sparkline',
        chartType: 'score-card',
        sections: { metrics: [measure('sales')], date: [day] },
        rows: [{ sales: 73_410 }],
        extras: { trend: withValue(dailyTrend(14, 31, 2_000, 0.004), 'sales') },
      },
    ];
  };
  const list = (of: Record<GalleryLocale, readonly string[]>, count = of[locale].length) => of[locale].slice(0, count);
  /** Rows of one dimension with amounts for each metric, falling by rank as real sales do. */
  const ranked = (seed: number, dimension: string, values: readonly string[], metrics: Record<string, [number, number]>): Row[] => {
    const random = seeded(seed);
    return values.map((value, index) => {
      const row: Row = { [dimension]: value };
      const fall = 1 / (1 + index * 0.35);
      for (const [metric, [low, high]] of Object.entries(metrics)) row[metric] = amount(random, low * fall, high * fall);
      return row;
    });
  };
  /** Rows of every pair of two dimensions' values. */
  const crossed = (seed: number, first: [string, readonly string[]], second: [string, readonly string[]], metric: string, low: number, high: number): Row[] => {
    const random = seeded(seed);
    return first[1].flatMap((a, index) => second[1].map((b, inner) => ({ [first[0]]: a, [second[0]]: b, [metric]: amount(random, low, high) / (1 + index * 0.15 + inner * 0.3) })));
  };
  const detailRows = (count: number): Row[] => {
    const random = seeded(7);
    const people = list(labels.customers);
    const places = list(labels.countries);
    return Array.from({ length: count }, (_, index) => ({
      customer: people[index % people.length],
      country: places[(index * 7) % places.length],
      invoiceDate: `2024-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
      tracks: Math.round(1 + random() * 38),
      sales: amount(random, 0.99, 25_000),
    }));
  };
  const detail = [dim('customer'), dim('country'), dim('invoiceDate', { type: 'date' }), measure('tracks', { aggregate: 'COUNT', alias: name('tracks') }), measure('sales')];
  const random = seeded(11);
  return [
    { name: 'table-10', chartType: 'table', sections: { columns: detail }, rows: detailRows(10), settings: { 'table.totals': true } },
    { name: 'table-60', chartType: 'table', sections: { columns: detail }, rows: detailRows(60), settings: { 'table.totals': true } },
    {
      name: 'pivot-table',
      chartType: 'pivot-table',
      sections: { rows: [dim('region'), dim('country')], columns: [dim('year', { type: 'date', dateLevel: 'year' })], metrics: [measure('sales')] },
      // Countries by region (indexes into labels.countries): North America, Europe, Latin America.
      rows: [[0, 1], [2, 4, 5, 6, 7], [3, 9, 23]].flatMap((members, region) =>
        members.flatMap((country) =>
          ['2021', '2022', '2023', '2024'].map((year) => ({ region: list(labels.regions)[region], country: list(labels.countries)[country], year: `${year}-01-01`, sales: amount(random, 800, 32_000) })),
        ),
      ),
      settings: { 'pivot.subtotals': true },
    },
    { name: 'score-card', chartType: 'score-card', sections: { metrics: [measure('sales')] }, rows: [{ sales: 2_328_600.4300000002 }] },
    {
      name: 'score-card-currency',
      chartType: 'score-card',
      sections: { metrics: [measure('profit', { format: { kind: 'currency', decimals: 0 } })] },
      rows: [{ profit: 184_302.5 }],
      settings: { 'layout.caption': locale === 'en' ? 'Jan – Dec 2024, all stores' : '2024 年 1–12 月，全部门店' },
    },
    ...scoreCardComparisons(),
    { name: 'cluster-column', chartType: 'cluster-column', sections: { dimensions: [dim('genre')], metrics: [measure('lastYear'), measure('thisYear')] }, rows: ranked(1, 'genre', list(labels.genres, 12), { lastYear: [9_000, 42_000], thisYear: [10_000, 48_000] }) },
    { name: 'cluster-column-40', chartType: 'cluster-column', sections: { dimensions: [dim('artist')], metrics: [measure('sales')] }, rows: ranked(2, 'artist', list(labels.artists), { sales: [2_000, 30_000] }) },
    {
      name: 'cluster-column-titled',
      chartType: 'cluster-column',
      sections: { dimensions: [dim('genre')], metrics: [measure('lastYear'), measure('thisYear')] },
      rows: ranked(1, 'genre', list(labels.genres, 6), { lastYear: [9_000, 42_000], thisYear: [10_000, 48_000] }),
      settings: { 'title.show': true, 'title.text': locale === 'en' ? 'Sales by genre, 2023 and 2024' : '各流派销售额（2023 与 2024 年）', 'legend.position': 'bottom', 'label.show': true },
    },
    { name: 'cluster-bar', chartType: 'cluster-bar', sections: { dimensions: [dim('country')], metrics: [measure('sales')] }, rows: ranked(3, 'country', list(labels.countries), { sales: [1_500, 52_000] }) },
    {
      name: 'stack-column',
      chartType: 'stack-column',
      sections: { dimensions: [month], metrics: [measure('sales')], color: [dim('media')] },
      rows: crossed(4, ['month', months(2024, 12)], ['media', list(labels.mediaTypes)], 'sales', 1_200, 14_000),
    },
    { name: 'stack-bar', chartType: 'stack-bar', sections: { dimensions: [dim('country')], metrics: [measure('sales')], color: [dim('media')] }, rows: crossed(5, ['country', list(labels.countries, 10)], ['media', list(labels.mediaTypes)], 'sales', 900, 9_000) },
    {
      name: 'percentage-stack-column',
      chartType: 'percentage-stack-column',
      sections: { dimensions: [dim('year', { type: 'date', dateLevel: 'year' })], metrics: [measure('sales')], color: [dim('region')] },
      rows: crossed(6, ['year', ['2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01']], ['region', list(labels.regions)], 'sales', 20_000, 90_000),
    },
    { name: 'percentage-stack-bar', chartType: 'percentage-stack-bar', sections: { dimensions: [dim('genre')], metrics: [measure('sales')], color: [dim('media')] }, rows: crossed(7, ['genre', list(labels.genres, 8)], ['media', list(labels.mediaTypes)], 'sales', 500, 12_000) },
    {
      name: 'waterfall',
      chartType: 'waterfall',
      sections: { dimensions: [dim('step')], metrics: [measure('profit')] },
      rows: list(labels.profitSteps).map((step, index) => ({ step, profit: labels.profitChanges[index] })),
    },
    { name: 'line', chartType: 'line', sections: { dimensions: [month], metrics: [measure('sales')], color: [dim('region')] }, rows: crossed(8, ['month', months(2021, 48)], ['region', list(labels.regions)], 'sales', 6_000, 38_000) },
    { name: 'area', chartType: 'area', sections: { dimensions: [month], metrics: [measure('sales')] }, rows: months(2021, 48).map((value, index) => ({ month: value, sales: amount(random, 18_000, 24_000) + index * 420 })) },
    { name: 'stack-area', chartType: 'stack-area', sections: { dimensions: [month], metrics: [measure('sales')], color: [dim('genre')] }, rows: crossed(9, ['month', months(2023, 24)], ['genre', list(labels.genres, 5)], 'sales', 2_000, 9_000) },
    {
      name: 'double-y',
      chartType: 'double-y',
      sections: { dimensions: [month], metricsLeft: [measure('sales')], metricsRight: [measure('margin', { aggregate: 'AVG', format: { kind: 'percentage', decimals: 1 } })] },
      rows: months(2024, 12).map((value) => ({ month: value, sales: amount(random, 28_000, 61_000), margin: 0.18 + random() * 0.2 })),
    },
    {
      name: 'scatter',
      chartType: 'scatter',
      sections: { dimensions: [dim('country')], metrics: [measure('orders', { aggregate: 'COUNT' }), measure('sales')], size: [measure('tracks')], color: [dim('region')] },
      rows: list(labels.countries).map((country, index) => {
        const orders = Math.round(8 + random() * 120);
        return { country, orders, sales: amount(random, 40, 60) * orders * 3, tracks: orders * Math.round(4 + random() * 8), region: list(labels.regions)[index % 4] };
      }),
    },
    { name: 'pie', chartType: 'pie', sections: { dimensions: [dim('genre')], metrics: [measure('sales')] }, rows: ranked(10, 'genre', list(labels.genres, 8), { sales: [3_000, 40_000] }) },
    { name: 'doughnut', chartType: 'doughnut', sections: { dimensions: [dim('media')], metrics: [measure('sales')] }, rows: ranked(12, 'media', list(labels.mediaTypes), { sales: [4_000, 60_000] }) },
    { name: 'rose', chartType: 'rose', sections: { dimensions: [dim('country')], metrics: [measure('sales')] }, rows: ranked(13, 'country', list(labels.countries, 12), { sales: [5_000, 40_000] }) },
    { name: 'funnel', chartType: 'funnel', sections: { dimensions: [dim('stage')], metrics: [measure('visitors', { aggregate: 'COUNT' })] }, rows: list(labels.funnelStages).map((stage, index) => ({ stage, visitors: labels.funnelCounts[index] })) },
    // A long tail (all the store's genres): past the most stages setting it folds into Other (issue 26).
    { name: 'funnel-long-tail', chartType: 'funnel', sections: { dimensions: [dim('genre')], metrics: [measure('tracks')] }, rows: ranked(19, 'genre', list(labels.genres), { tracks: [100, 1_300] }) },
    { name: 'radar', chartType: 'radar', sections: { dimensions: [dim('genre')], metrics: [measure('lastYear'), measure('thisYear')] }, rows: ranked(14, 'genre', list(labels.genres, 6), { lastYear: [12_000, 30_000], thisYear: [14_000, 32_000] }) },
    { name: 'word-cloud', chartType: 'word-cloud', sections: { dimensions: [dim('artist')], metrics: [measure('tracks')] }, rows: ranked(15, 'artist', list(labels.artists), { tracks: [100, 1_400] }) },
    { name: 'gauge', chartType: 'gauge', sections: { metrics: [measure('target', { aggregate: 'AVG', format: { kind: 'percentage', decimals: 1 } })] }, rows: [{ target: 0.7243 }], settings: { 'gauge.range': 'fixed', 'gauge.min': 0, 'gauge.max': 1 } },
    { name: 'gauge-auto', chartType: 'gauge', sections: { metrics: [measure('sales')] }, rows: [{ sales: 73_215.42 }] },
    { name: 'region-map', chartType: 'region-map', sections: { dimensions: [dim('country', { category: 'country' })], metrics: [measure('sales')] }, rows: ranked(16, 'country', list(labels.countries), { sales: [1_000, 90_000] }) },
    { name: 'region-map-china', chartType: 'region-map', sections: { dimensions: [dim('province', { category: 'provinceOrState' })], metrics: [measure('sales')] }, rows: ranked(17, 'province', list(labels.provinces), { sales: [500, 120_000] }) },
    {
      name: 'scatter-map',
      chartType: 'scatter-map',
      sections: { dimensions: [dim('city', { category: 'city' })], metrics: [measure('sales')], size: [measure('orders', { aggregate: 'COUNT' })] },
      rows: ranked(18, 'city', list(labels.chinaCities), { sales: [800, 64_000], orders: [10, 900] }).map((row) => ({ ...row, orders: Math.round(row['orders'] as number) })),
    },
    {
      name: 'rich-text',
      chartType: 'rich-text',
      sections: { metrics: [measure('sales'), measure('orders', { aggregate: 'COUNT' })] },
      rows: [{ sales: 2_328_600.43, orders: 4_121 }],
      settings: {
        'content.html':
          locale === 'en'
            ? `<h2>2024 in review</h2><p>Sales reached <b>{{${name('sales')}}}</b> over <b>{{${name('orders')}}}</b> orders.</p><ul><li>Rock led every quarter</li><li><i>Latin</i> grew fastest</li></ul><p><span style="color:#D93026">Refunds rose</span> in <u>Q4</u>.</p>`
            : `<h2>2024 年回顾</h2><p>销售额达到 <b>{{${name('sales')}}}</b>，共 <b>{{${name('orders')}}}</b> 笔订单。</p><ul><li>摇滚每个季度都领先</li><li><i>拉丁</i>增长最快</li></ul><p>第四季度<span style="color:#D93026">退款有所上升</span>。</p>`,
      },
    },
  ];
}

/** Every gallery chart in one language, its rows in the order of its fields (columns named by uid). */
/** An extra query's answer: its columns named as the rows' keys (field uids), dates where the values are dates. */
function extraData(rows: Row[]): ChartData {
  const names = Object.keys(rows[0] ?? {});
  return {
    columns: names.map((name) => ({ name, type: typeof rows[0]![name] === 'number' ? 'number' : 'date' })),
    rows: rows.map((row) => names.map((name) => row[name] ?? null)),
  };
}

export function galleryCharts(locale: GalleryLocale): GalleryChart[] {
  return scenariosOf(locale).map(({ name, chartType, sections, rows, settings, extras }) => {
    const fields = Object.values(sections).flat();
    const config = ChartConfigSchema.parse({ chartType, sections, settings: settings ?? {} });
    const data: ChartData = {
      columns: fields.map((field) => ({ name: field.uid, type: field.aggregate || field.type === 'numeric' ? 'number' : field.type === 'date' ? 'date' : 'string' })),
      rows: rows.map((row) => fields.map((field) => row[field.uid] ?? null)),
      total: rows.length,
      ...(extras ? { extras: Object.fromEntries(Object.entries(extras).map(([extra, extraRows]) => [extra, extraData(extraRows)])) } : {}),
    };
    return { name, config, data };
  });
}
