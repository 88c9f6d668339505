import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlTextBlocks } from './htmlTextBlocks';

const plain = (html: string) => htmlTextBlocks(html).map((block) => [block.runs.map((run) => (run.bold ? `*${run.text}*` : run.text)).join(''), block.scale, block.indent, block.gapAfter]);

describe('htmlTextBlocks', () => {
  it('makes blocks of paragraphs and headings, keeping bold and heading sizes', () => {
    expect(plain('<h1>Title</h1><p>Sales <strong>rose</strong>\n  again</p><p>Next</p>')).toEqual([
      ['*Title*', 2, 0, 0.5],
      ['Sales *rose* again', 1, 0, 0.5],
      ['Next', 1, 0, 0.5],
    ]);
  });

  it('breaks lines at <br>, an empty line for two', () => {
    expect(plain('a<br>b<br><br>c')).toEqual([
      ['a', 1, 0, 0],
      ['b', 1, 0, 0],
      ['', 1, 0, 0],
      ['c', 1, 0, 0],
    ]);
  });

  it('marks list items and indents lists and quotes', () => {
    expect(plain('<ul><li>one</li><li>two<ol><li>a</li><li>b</li></ol></li></ul><blockquote>q</blockquote>')).toEqual([
      ['• one', 1, 1, 0],
      ['• two', 1, 1, 0.5],
      ['1. a', 1, 2, 0],
      ['2. b', 1, 2, 0.5],
      ['q', 1, 1, 0.5],
    ]);
  });

  it('decodes entities once', () => {
    expect(decodeEntities('&lt;b&gt; &amp;lt; &#39;&#x4E2D; &nbsp;&unknown;')).toBe("<b> &lt; '中 \u00a0&unknown;".replace('\u00a0', ' '));
    expect(plain('<p>&lt;script&gt;</p>')).toEqual([['<script>', 1, 0, 0.5]]);
  });

  it('keeps italic, underline, strike-through, links and the colours of spans and divs', () => {
    const [block] = htmlTextBlocks('<p>a <em>b</em> <u>c</u> <s>d</s> <a href="https://x">e</a> <span style="color:#D93026;">f <b>g</b></span> h</p>');
    const styled = block!.runs.filter((run) => run.text.trim()).map(({ text, ...style }) => [text.trim(), style]);
    expect(styled).toEqual([
      ['a', { bold: false }],
      ['b', { bold: false, italic: true }],
      ['c', { bold: false, underline: true }],
      ['d', { bold: false, strike: true }],
      ['e', { bold: false, underline: true }],
      ['f', { bold: false, color: '#D93026' }],
      ['g', { bold: true, color: '#D93026' }],
      ['h', { bold: false }],
    ]);
    const [colored] = htmlTextBlocks('<div style="text-align:center;color: rgb(0, 128, 0)">x</div>');
    expect(colored!.runs[0]!.color).toBe('rgb(0, 128, 0)');
  });
});
