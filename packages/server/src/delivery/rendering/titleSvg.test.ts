import { chartThemes } from '@redbi/charts';
import { describe, expect, it } from 'vitest';
import { escapeXml, fitTitle, TITLE_BAND_HEIGHT, withTitle } from './titleSvg';

describe('fitTitle', () => {
  it('keeps a title that fits', () => expect(fitTitle('Revenue by region', 400)).toBe('Revenue by region'));

  it('cuts a long title with an ellipsis, counting CJK characters as 1 em', () => {
    // (200 − 32) / 16 = 10.5 em of room: ten CJK characters fit, eleven do not.
    expect(fitTitle('销售额按地区分布统计', 200)).toBe('销售额按地区分布统计');
    const cut = fitTitle('销售额按地区分布统计表', 200);
    expect(cut.endsWith('…')).toBe(true);
    expect([...cut].length).toBeLessThan(11);
  });
});

describe('withTitle', () => {
  const chart = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="300" height="160"><rect width="10" height="10"/></svg>';

  it('puts the escaped title in a band above the chart, which moves down by the band', () => {
    const svg = withTitle(chart, 'Sales <& "margin">', { width: 300, height: 200 }, chartThemes.dark);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"')).toBe(true);
    expect(svg).toContain('Sales &lt;&amp; &quot;margin&quot;&gt;');
    expect(svg).toContain(`fill="${chartThemes.dark.text}"`);
    expect(svg).toContain(`<g transform="translate(0 ${TITLE_BAND_HEIGHT})"><svg xmlns`);
    expect(svg).not.toContain('<?xml');
  });

  it('escapes the five XML characters', () => expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;'));
});
