import { ChartConfigSchema, type ChartConfigInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import type { ChartData, ChartDefinition, TableModel } from '../chartDefinition';
import { resolveSettings } from '../settings/settingValues';
import { chartThemes } from '../theme/chartTheme';
import { pivotTableChart } from '../types/pivot-table';
import { richTextChart } from '../types/rich-text';
import { scoreCardChart } from '../types/score-card';
import { tableChart } from '../types/table';
import { outputToSvg, type SvgContext, type SvgOutput } from './outputToSvg';

/**
 * No XML parser here (packages/charts is pure): the document is checked for balanced tags, attributes
 * that are all name="value" without raw markup, and text without a raw '<' or a bare '&'.
 */
function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  const stack: string[] = [];
  const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of svg.matchAll(TAG)) {
    const between = svg.slice(last, match.index);
    expect(between, `text before ${match[0]}`).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|#39);)/);
    last = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(stack.pop(), `closing ${name}`).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(last, 'everything is a tag or text').toBe(svg.length);
  expect(stack).toEqual([]);
}

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

function build(definition: ChartDefinition, input: Partial<ChartConfigInput>, data: ChartData, context: SvgContext): SvgOutput {
  const config = ChartConfigSchema.parse({ chartType: definition.id, ...input });
  const output = definition.buildOption({ config, settings: resolveSettings(definition, config.settings, config.settingsVersion), data, context });
  if (output.kind === 'echarts') throw new Error('not an SVG output');
  return output;
}

const light: SvgContext = { theme: 'light', locale: 'en', width: 480, height: 320 };
const dark: SvgContext = { theme: 'dark', locale: 'zh', width: 480, height: 320 };

describe('outputToSvg: table', () => {
  const columns = [
    { uid: 'n', column: 'name', type: 'string' as const },
    { uid: 'p', column: 'price', type: 'numeric' as const },
  ];
  const data = (count: number, total?: number): ChartData => ({
    columns: [
      { name: 'n', type: 'string' },
      { name: 'p', type: 'number' },
    ],
    rows: Array.from({ length: count }, (_, index) => [index === 0 ? '<script>alert("x")</script> & co' : `item ${index}`, index === 0 ? 1284.0300000000102 : index]),
    ...(total === undefined ? {} : { total }),
  });

  it('draws header, cells and totals in the theme, escaping cell text', () => {
    const output = build(tableChart, { aggregation: false, sections: { columns }, settings: { 'table.totals': true } }, data(3), light);
    const svg = outputToSvg(output, light);
    expectWellFormed(svg);
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).not.toContain('<script');
    expect(svg).toContain(`fill="${chartThemes.light.surface}"`);
    expect(svg).toContain(`fill="${chartThemes.light.tableHeader}"`);
    expect(svg).toContain('font-family="-apple-system, BlinkMacSystemFont, &#39;Segoe UI&#39;');
    expect(texts(svg)).toEqual(['name', 'price', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co', '1,284.03', 'item 1', '1.00', 'item 2', '2.00', 'Total', '1,287.03']);
    expect(svg).toMatch(/<text[^>]*text-anchor="end"[^>]*>1,284\.03<\/text>/);
  });

  it('leaves out the rows that do not fit and counts them with those of other pages', () => {
    const output = build(tableChart, { aggregation: false, sections: { columns } }, data(100, 1000), light);
    const svg = outputToSvg(output, light);
    expectWellFormed(svg);
    const rowHeight = Math.round(14 * 1.5 + 8);
    const fit = Math.floor((320 - rowHeight) / rowHeight) - 1;
    expect(texts(svg).at(-1)).toBe(`… ${(1000 - fit).toLocaleString('en-US')} more rows`);
    expect(texts(svg)).toHaveLength(2 + fit * 2 + 1);
    const zh = outputToSvg(build(tableChart, { aggregation: false, sections: { columns } }, data(100), dark), dark);
    expect(texts(zh).at(-1)).toBe(`… 还有 ${100 - fit} 行`);
    expect(zh).toContain(`fill="${chartThemes.dark.surface}"`);
    expect(zh).toContain(`fill="${chartThemes.dark.text}"`);
  });

  it('never cuts a number on a narrow cell: long texts give way, and columns that still do not fit are counted', () => {
    const wide = [
      { uid: 'c', column: 'customer', type: 'string' as const },
      { uid: 'k', column: 'country', type: 'string' as const },
      { uid: 'd', column: 'invoice date', type: 'date' as const },
      { uid: 't', column: 'tracks sold', type: 'numeric' as const },
      { uid: 's', column: 'sales', type: 'numeric' as const },
    ];
    const rows = (count: number): ChartData => ({
      columns: wide.map((field) => ({ name: field.uid, type: 'string' as const })),
      rows: Array.from({ length: count }, (_, index) => ['František Wichterlová', 'Czech Republic', '2024-05-05', 28 + index, 13_036.61 + index]),
    });
    const narrow = { ...light, width: 360, height: 300 };
    const svg = outputToSvg(build(tableChart, { aggregation: false, sections: { columns: wide }, settings: { 'table.totals': true } }, rows(3), narrow), narrow);
    expectWellFormed(svg);
    expect(texts(svg)).toEqual(expect.arrayContaining(['13,036.61', '28', '2024-05-05', '39,112.83']));
    expect(texts(svg).some((text) => /^Fran.*…$/.test(text))).toBe(true);
    expect(texts(svg).filter((text) => /\d…$/.test(text))).toEqual([]);
    const tiny = { ...light, width: 200, height: 300 };
    const cut = outputToSvg(build(tableChart, { aggregation: false, sections: { columns: wide } }, rows(3), tiny), tiny);
    expect(texts(cut).at(-1)).toBe('… 3 more columns');
    expect(texts(cut).filter((text) => /\d…$/.test(text))).toEqual([]);
  });

  it('keeps the numbers of a 60-row table with its six-digit total on a phone-sized cell', () => {
    const wide = [
      { uid: 'c', column: 'Customer', type: 'string' as const },
      { uid: 'k', column: 'Country', type: 'string' as const },
      { uid: 'd', column: 'Invoice date', type: 'date' as const },
      { uid: 't', column: 'Tracks sold', type: 'numeric' as const },
      { uid: 's', column: 'Sales', type: 'numeric' as const },
    ];
    const rows: ChartData = {
      columns: wide.map((field) => ({ name: field.uid, type: 'string' as const })),
      rows: Array.from({ length: 60 }, (_, index) => ['Luís Gonçalves', 'United Kingdom', '2024-01-01', index % 39, 12_736.18 + index]),
    };
    const phone = { ...light, width: 360, height: 300 };
    const svg = outputToSvg(build(tableChart, { aggregation: false, sections: { columns: wide }, settings: { 'table.totals': true } }, rows, phone), phone);
    expect(texts(svg)).toContain('765,940.80');
    expect(texts(svg).at(-1)).toMatch(/^… \d+ more rows$/);
  });

  it('truncates text to its column and paints conditional colours', () => {
    const table: TableModel = {
      columns: [{ uid: 'a', title: 'A very long column title that cannot fit', align: 'left', width: 96, sortable: true, sort: 'ASC' }],
      rows: [{ cells: [{ text: 'x', value: 1, background: '#174A8B', color: '#FFFFFF' }] }],
      style: { headerBackground: '#111111', headerColor: '#222222', border: '#333333', color: '#444444', fontSize: 12, lineHeight: 1.5 },
    };
    const svg = outputToSvg({ kind: 'table', table }, light);
    expectWellFormed(svg);
    expect(texts(svg)[0]).toMatch(/^A very.*…$/);
    expect(svg).toContain('fill="#174A8B"');
    expect(svg).toMatch(/<text[^>]*fill="#FFFFFF"[^>]*>x<\/text>/);
  });
});

describe('outputToSvg: pivot', () => {
  const data: ChartData = {
    columns: ['r', 'c', 'y', 's'].map((name) => ({ name, type: 'string' as const })),
    rows: [
      ['East', 'A', '2023', 10],
      ['East', 'B', '2024', 20],
      ['West', '<C>', '2024', 5],
    ],
  };
  const input = {
    sections: {
      rows: [
        { uid: 'r', column: 'region', type: 'string' as const },
        { uid: 'c', column: 'city', type: 'string' as const },
      ],
      columns: [{ uid: 'y', column: 'year', type: 'string' as const }],
      metrics: [{ uid: 's', column: 'amount', type: 'numeric' as const, aggregate: 'SUM' as const }],
    },
    settings: { 'pivot.subtotals': true },
  };

  it('draws headers, spanning row headers, cells and totals', () => {
    const svg = outputToSvg(build(pivotTableChart, input, data, light), light);
    expectWellFormed(svg);
    const rowHeight = Math.round(14 * 1.5 + 8);
    expect(texts(svg)).toEqual(
      expect.arrayContaining(['region', 'city', '2023', '2024', 'Total', 'East', 'A', 'B', 'Subtotal', 'West', '&lt;C&gt;', '10', '20', '30', '35']),
    );
    // East spans its two rows and its subtotal row.
    expect(svg).toContain(`height="${rowHeight * 3}" fill="${chartThemes.light.tableHeader}"`);
  });

  it('keeps the row headers and whole numbers on a narrow cell, counting the columns left out', () => {
    const years = ['2021', '2022', '2023', '2024'];
    const wide: ChartData = {
      columns: data.columns,
      rows: years.flatMap((year) => [['North America', 'United States', year, 16_761.52], ['Europe', 'Germany', year, 23_916.41]]),
    };
    const narrow = { ...light, width: 360, height: 300 };
    const svg = outputToSvg(build(pivotTableChart, input, wide, narrow), narrow);
    expectWellFormed(svg);
    expect(texts(svg)).toEqual(expect.arrayContaining(['city', '16,761.52', 'Total']));
    expect(texts(svg).filter((text) => /\d…$/.test(text))).toEqual([]);
    expect(texts(svg).at(-1)).toBe('… 3 more columns');
  });

  it('counts the rows that do not fit', () => {
    const small = { ...dark, height: 150 };
    const svg = outputToSvg(build(pivotTableChart, input, data, small), small);
    expectWellFormed(svg);
    expect(texts(svg).at(-1)).toBe('… 还有 3 行');
    expect(texts(svg)).toContain('小计');
  });
});

describe('outputToSvg: score card', () => {
  const input = { sections: { metrics: [{ uid: 'm', column: 'revenue', type: 'numeric' as const, aggregate: 'SUM' as const }] }, settings: { 'layout.caption': 'vs <last> year' } };
  const one: ChartData = { columns: [{ name: 'm', type: 'number' }], rows: [[1234567]] };

  it('draws the label, the value large and the caption', () => {
    const svg = outputToSvg(build(scoreCardChart, input, one, light), light);
    expectWellFormed(svg);
    expect(texts(svg)).toEqual(['SUM(revenue)', '1.2M', 'vs &lt;last&gt; year']);
    // The value grows with the card (types/score-card/fittedValue.ts): far above the 48 px it is set to.
    const size = Number(/<text[^>]*text-anchor="middle"[^>]*font-size="([\d.]+)"[^>]*font-weight="bold"[^>]*>1\.2M<\/text>/.exec(svg)![1]);
    expect(size).toBeGreaterThan(100);
    const zh = outputToSvg(build(scoreCardChart, input, one, dark), dark);
    expect(texts(zh)[1]).toBe('123.5万');
    expect(zh).toContain(`fill="${chartThemes.dark.text}"`);
  });

  it('shrinks a value that would not fit the width, and aligns left when asked', () => {
    const narrow = { ...light, width: 120 };
    const output = build(scoreCardChart, { ...input, settings: { 'value.fontSize': 96, 'layout.align': 'left' } }, one, narrow);
    const svg = outputToSvg(output, narrow);
    expectWellFormed(svg);
    const size = Number(/font-size="([\d.]+)" font-weight="bold"/.exec(svg)![1]);
    expect(size).toBeLessThan(96);
    expect(size * 4 * 0.55 * 1.05).toBeLessThanOrEqual(120 - 32 + 0.1);
    expect(svg).not.toContain('text-anchor="middle"');
  });
});

describe('outputToSvg: rich text', () => {
  it('draws blocks as wrapped lines with bold and heading sizes, and no markup from the content', () => {
    const html = '<h1>Report</h1><p>Sales <strong>rose</strong> in {{region}}.</p><script>alert(1)</script><p>&lt;script&gt; stays text</p>';
    const output = build(
      richTextChart,
      { sections: { dimensions: [{ uid: 'd', column: 'region', type: 'string' }] }, settings: { 'content.html': html } },
      { columns: [{ name: 'd', type: 'string' }], rows: [['<b>East</b>']] },
      light,
    );
    const svg = outputToSvg(output, light);
    expectWellFormed(svg);
    expect(texts(svg)).toEqual(['Report', 'Sales rose in &lt;b&gt;East&lt;/b&gt;.', '&lt;script&gt; stays text']);
    expect(svg).toMatch(/<text[^>]*font-size="28"[^>]*><tspan font-weight="bold">Report<\/tspan><\/text>/);
    expect(svg).toContain('<tspan font-weight="bold">rose</tspan>');
    expect(svg).not.toContain('alert');
  });

  it('draws italic, underlined and coloured text as the browser does, after sanitising', () => {
    const html = '<p><em>Latin</em> grew, <u>fastest</u>; <span style="color:#D93026">refunds rose</span>.</p>';
    const svg = outputToSvg(build(richTextChart, { settings: { 'content.html': html } }, { columns: [], rows: [] }, light), light);
    expectWellFormed(svg);
    expect(svg).toContain('<tspan font-style="italic">Latin</tspan>');
    expect(svg).toContain('<tspan text-decoration="underline">fastest</tspan>');
    expect(svg).toContain('<tspan fill="#D93026">refunds rose</tspan>');
  });

  it('cuts what does not fit the height with an ellipsis', () => {
    const html = Array.from({ length: 40 }, (_, index) => `<p>Paragraph ${index}</p>`).join('');
    const svg = outputToSvg({ kind: 'richtext', html, style: { color: '#1F2329', fontSize: 14, lineHeight: 1.5 } }, { ...dark, height: 120 });
    expectWellFormed(svg);
    expect(texts(svg).length).toBeLessThan(10);
    expect(texts(svg).at(-1)).toMatch(/…$/);
  });
});

describe('outputToSvg: message', () => {
  it('translates requirement messages of the shared catalogue with their section', () => {
    const output = { kind: 'message' as const, messageKey: 'validation.onlyAllows', params: { count: 1, section: 'requirement.metrics' } };
    expect(texts(outputToSvg(output, light))).toEqual(['Metrics only allows number 1']);
    expect(texts(outputToSvg(output, dark))).toEqual(['指标只允许数量 1']);
    const range = { kind: 'message' as const, messageKey: 'validation.allowedRange', params: { min: 1, max: 'N', section: 'section.mixed' } };
    expect(texts(outputToSvg(range, light))).toEqual(['Columns allowed range 1 to N']);
  });

  it('translates charts messages and wraps long ones', () => {
    expect(texts(outputToSvg({ kind: 'message', messageKey: 'text.noRows' }, dark))).toEqual(['查询没有返回数据']);
    const narrow = { ...light, width: 120 };
    const svg = outputToSvg({ kind: 'message', messageKey: 'text.noRows' }, narrow);
    expectWellFormed(svg);
    expect(texts(svg).length).toBeGreaterThan(1);
    expect(texts(svg).join(' ')).toBe('The query returned no rows');
  });
});
