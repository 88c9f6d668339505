import { ChartConfigSchema, type ChartConfigInput, type ChartFieldInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import type { ChartContext, ChartData, ChartOutput } from '../../chartDefinition';
import { buildChartQuery } from '../../query/buildQuery';
import { checkRequirements, requirementsOf } from '../../requirements';
import { resolveSettings } from '../../settings/settingValues';
import { chartThemes } from '../../theme/chartTheme';
import { missingSettingLabels } from '../table/missingSettingLabels';
import { richTextChart } from './index';

const region: ChartFieldInput = { uid: 'd', column: 'region', type: 'string', alias: 'Region' };
const revenue: ChartFieldInput = { uid: 'm', column: 'revenue', type: 'numeric', aggregate: 'SUM' };
const people: ChartFieldInput = { uid: 'w', column: 'people', type: 'numeric', aggregate: 'SUM', format: { kind: 'numeric', unit: 'wan', decimals: 2 } };

const configOf = (input: Partial<ChartConfigInput>) => ChartConfigSchema.parse({ chartType: 'rich-text', ...input });
const data: ChartData = {
  columns: [
    { name: 'd', type: 'string' },
    { name: 'm', type: 'number' },
    { name: 'w', type: 'number' },
  ],
  rows: [
    ['<img src=x onerror=alert(1)>', 1284.0300000000102, 1234567],
    ['second', 1, 1],
  ],
};

function output(input: Partial<ChartConfigInput>, rows: ChartData = data, context: ChartContext = { theme: 'light', locale: 'en' }): ChartOutput {
  const config = configOf(input);
  return richTextChart.buildOption({ config, settings: resolveSettings(richTextChart, config.settings, config.settingsVersion), data: rows, context });
}

function draw(input: Partial<ChartConfigInput>, rows: ChartData = data, context: ChartContext = { theme: 'light', locale: 'en' }): Extract<ChartOutput, { kind: 'richtext' }> {
  const drawn = output(input, rows, context);
  if (drawn.kind !== 'richtext') throw new Error(`expected rich text, got ${drawn.kind}`);
  return drawn;
}

const sections = { dimensions: [region], metrics: [revenue, people] };

describe('rich text requirements', () => {
  it('takes any number of fields, none included', () => {
    expect(requirementsOf(richTextChart)).toEqual([
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.dimensions', params: { min: 0, max: 'N' } },
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.metrics', params: { min: 0, max: 'N' } },
    ]);
    expect(checkRequirements(richTextChart, configOf({}))).toEqual([]);
    expect(checkRequirements(richTextChart, configOf({ sections }))).toEqual([]);
    expect(missingSettingLabels(richTextChart, 'en')).toEqual([]);
    expect(missingSettingLabels(richTextChart, 'zh')).toEqual([]);
  });
});

describe('rich text buildOption', () => {
  it('fills placeholders by field title or column with the first row, formatted and escaped', () => {
    const html = '<p>{{Region}} earned <strong>{{SUM(revenue)}}</strong>, {{ people }} people; {{Unknown}} stays.</p>';
    const en = draw({ sections, settings: { 'content.html': html } });
    expect(en.html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; earned <strong>1,284.03</strong>, 123.46万 people; {{Unknown}} stays.</p>');
    const zh = draw({ sections, settings: { 'content.html': '{{SUM(people)}}' } }, data, { theme: 'dark', locale: 'zh' });
    expect(zh.html).toBe('123.46万');
  });

  it('sanitises the content after filling it in', () => {
    const html = '<p onclick="steal()">{{Region}}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><svg onload=alert(1)></svg><span style="background:url(javascript:alert(1))">s</span>';
    const out = draw({ sections, settings: { 'content.html': html } }).html;
    expect(out).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p><a rel="noopener noreferrer">x</a><span style>s</span>');
    expect(out).not.toMatch(/<script|<svg|<img|onclick|onload|javascript:/i);
  });

  it('draws without a query: no fields, no rows', () => {
    const config = configOf({ settings: { 'content.html': '<h1>Notes</h1>{{Region}}' } });
    expect(buildChartQuery(richTextChart, config, 'view')).toBeUndefined();
    expect(draw({ settings: { 'content.html': '<h1>Notes</h1>{{Region}}' } }, { columns: [], rows: [] }).html).toBe('<h1>Notes</h1>{{Region}}');
    expect(draw({ sections, settings: { 'content.html': '<p>{{Region}}</p>' } }, { columns: [], rows: [] }).html).toBe('<p></p>');
  });

  it('takes the text colour from the theme and its size from the settings', () => {
    const text = { 'content.html': '<p>Notes</p>' };
    expect(draw({ settings: text }).style).toEqual({ color: chartThemes.light.text, fontSize: 14, lineHeight: 1.5 });
    expect(draw({ settings: { ...text, 'text.fontSize': 20, 'text.lineHeight': 2 } }, data, { theme: 'dark', locale: 'en' }).style).toEqual({ color: chartThemes.dark.text, fontSize: 20, lineHeight: 2 });
  });

  it('says where to write the text while there is none, instead of a blank area', () => {
    expect(output({})).toEqual({ kind: 'message', messageKey: 'text.richTextEmpty' });
    expect(output({ settings: { 'content.html': '   ' } })).toEqual({ kind: 'message', messageKey: 'text.richTextEmpty' });
  });
});
