import { describe, expect, it } from 'vitest';
import { escapeMarkup, textWidth, truncateText, wrapText } from './svgText';

describe('svg text', () => {
  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<script>alert("x" & 'y')</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;');
  });

  it('estimates CJK characters at 1em and others at 0.55em', () => {
    expect(textWidth('销售额', 10)).toBe(30);
    expect(textWidth('ab', 10)).toBe(11);
    expect(textWidth('a销', 20)).toBe(31);
    expect(textWidth('😀', 10)).toBe(10);
  });

  it('truncates with an ellipsis to fit', () => {
    expect(truncateText('short', 100, 10)).toBe('short');
    const cut = truncateText('a rather long product name', 60, 10);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 10)).toBeLessThanOrEqual(60);
    expect(truncateText('华东地区销售额合计', 46, 10)).toBe('华东地区…');
    expect(truncateText('abc', 2, 10)).toBe('');
  });

  it('wraps at spaces and between CJK characters, cutting words longer than a line', () => {
    expect(wrapText('the quick brown fox', 60, 10)).toEqual(['the quick', 'brown fox']);
    expect(wrapText('维度只允许数量一个', 50, 10)).toEqual(['维度只允许', '数量一个']);
    expect(wrapText('abcdefghijklmnop', 30, 10)).toEqual(['abcde', 'fghij', 'klmno', 'p']);
    expect(wrapText('', 30, 10)).toEqual([]);
  });
});
