import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitizeRichText';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>Sales</h2><p>Up <strong>12%</strong>, <em>again</em> <u>and</u> <s>not</s> <b>b</b> <i>i</i><br></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><h1>a</h1><h3>c</h3><h4>d</h4>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes script elements with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<SCRIPT SRC=https://evil.example/x.js></SCRIPT>ok')).toBe('ok');
    expect(sanitizeRichText('<style>body{background:url(javascript:alert(1))}</style>ok')).toBe('ok');
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('drops event handlers and unknown tags', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('<img>');
    expect(sanitizeRichText('<img src="https://x.example/a.png" onerror="alert(1)" alt="A">')).toBe('<img src="https://x.example/a.png" alt="A">');
    expect(sanitizeRichText('<svg onload=alert(1)><circle r="4"/></svg>hi')).toBe('hi');
    expect(sanitizeRichText('<p onclick="alert(1)" class="x" id="y">p</p>')).toBe('<p>p</p>');
    expect(sanitizeRichText('<iframe src="javascript:alert(1)"></iframe><object data="x"></object><form action="x"><input></form>')).toBe('');
    expect(sanitizeRichText('<div onmouseover="alert(1)">d</div>')).toBe('<div>d</div>');
    expect(sanitizeRichText('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
  });

  it('allows http(s) and mailto links only, opened without access to the page', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://example.com/a?b=1&amp;c=2" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@example.com" rel="opener" target="_top">m</a>')).toBe('<a rel="noopener noreferrer" href="mailto:a@example.com">m</a>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="java\tscript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toMatch(/href|<script/);
    expect(sanitizeRichText('<a href="/relative">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="https://x.example/&quot; onmouseover=&quot;alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://x.example/&quot; onmouseover=&quot;alert(1)">x</a>',
    );
  });

  it('allows images from http(s) and inline raster data only', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('<img>');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('<img>');
  });

  it('keeps the safe style subset on span and div and nothing else', () => {
    expect(sanitizeRichText('<span style="color: #d93026; font-size: 18px; font-weight: bold">x</span>')).toBe(
      '<span style="color:#d93026; font-size:18px; font-weight:bold;">x</span>',
    );
    expect(sanitizeRichText('<div style="text-align:center;line-height:1.5;background-color:rgb(1, 2, 3)">x</div>')).toBe(
      '<div style="text-align:center; line-height:1.5; background-color:rgb(1, 2, 3);">x</div>',
    );
    expect(sanitizeRichText('<span style="background-image:url(javascript:alert(1))">x</span>')).toBe('<span style>x</span>');
    expect(sanitizeRichText('<span style="color:red;background-color:url(javascript:alert(1))">x</span>')).toBe('<span style>x</span>');
    expect(sanitizeRichText('<span style="width:expression(alert(1))">x</span>')).toBe('<span style>x</span>');
    expect(sanitizeRichText('<span style="position:fixed;top:0;color:blue">x</span>')).toBe('<span style="color:blue;">x</span>');
    expect(sanitizeRichText('<p style="color:red">x</p>')).toBe('<p>x</p>');
  });

  it('keeps escaped text escaped', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
