import { describe, expect, it } from 'vitest';
import { withScriptRuns } from './withScriptRuns';

const families = { latin: "'Liberation Sans'", cjk: "'WenQuanYi Micro Hei'" };
const text = (content: string, attributes = 'x="10" y="50" style="font-size:40px;font-family:x"') => `<text ${attributes}>${content}</text>`;
const spansOf = (svg: string) => [...svg.matchAll(/<tspan x="([\d.-]+)" text-anchor="start" font-family="([^"]+)">([^<]*)<\/tspan>/g)].map(([, x, family, run]) => ({ x: Number(x), family, run }));

describe('withScriptRuns', () => {
  it('draws each run of a mixed text in its own font, one after the other from the anchor', () => {
    const spans = spansOf(withScriptRuns(text('2024 Sales 销售'), families));
    expect(spans.map(({ family, run }) => [family, run])).toEqual([
      [families.latin, '2024 Sales '],
      [families.cjk, '销售'],
    ]);
    expect(spans[0]!.x).toBe(10);
    // Helvetica's (= Arial's = Liberation Sans') advance widths: 2024 Sales␣ is 5,281 units of 1,000 at 40 px, less kerning.
    expect(spans[1]!.x).toBeGreaterThan(10 + 5.1 * 40);
    expect(spans[1]!.x).toBeLessThanOrEqual(10 + 5.281 * 40 + 0.01);
  });

  it('centres and ends the runs as a whole where the text is anchored, bold measured bold', () => {
    const middle = spansOf(withScriptRuns(text('销售 Bold', 'x="200" text-anchor="middle" style="font-size:20px;font-weight:bold"'), families));
    const regular = spansOf(withScriptRuns(text('销售 Bold', 'x="200" text-anchor="middle" style="font-size:20px"'), families));
    // 销售 is two ems (40 px); ' Bold' in Helvetica-Bold is 2,500 units (50 px), in Helvetica 2,279 (45.58 px).
    expect(middle[0]!.x).toBeCloseTo(200 - (40 + 50) / 2, 1);
    expect(middle[1]!.x - middle[0]!.x).toBe(40);
    expect(regular[0]!.x).toBeCloseTo(200 - (40 + 45.58) / 2, 1);
    const end = spansOf(withScriptRuns(text('Rock &amp; Roll（摇滚）', 'x="490" text-anchor="end" style="font-size:40px"'), families));
    expect(end.map((span) => span.run)).toEqual(['Rock &amp; Roll', '（摇滚）']);
    expect(end[1]!.x).toBe(490 - 4 * 40);
  });

  it('leaves one-script text, text with children, unmeasurable text and other Latin fonts alone', () => {
    for (const svg of [text('Revenue 1,284.03'), text('销售额'), text('<tspan>2024</tspan> 销售'), text('Привет 销售'), text('2024 销售', 'x="10" style="font:40px sans-serif"')]) {
      expect(withScriptRuns(svg, families)).toBe(svg);
    }
    expect(withScriptRuns(text('2024 销售'), { latin: "'DejaVu Sans'", cjk: families.cjk })).toBe(text('2024 销售'));
    expect(withScriptRuns(text('2024 销售'), { cjk: families.cjk })).toBe(text('2024 销售'));
  });
});
