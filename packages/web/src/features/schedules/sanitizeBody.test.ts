import { describe, expect, it } from 'vitest';
import { isBlankBody, sanitizeBody } from './sanitizeBody';

describe('the mail body as the editor shows it', () => {
  it('keeps the formatting the editor makes', () => {
    const html = '<p>Hello <b>team</b>, <i>see</i> <u>below</u>:</p><ul><li>one</li><li>two</li></ul><ol><li>x</li></ol><div>line<br>next</div>';
    expect(sanitizeBody(html)).toBe(html);
    expect(sanitizeBody('<a href="https://bi.example.com/x">report</a>')).toBe('<a href="https://bi.example.com/x" target="_blank" rel="noopener noreferrer">report</a>');
  });

  it('drops scripts, handlers, styles, images and unsafe links', () => {
    expect(sanitizeBody('<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeBody('<img src=x onerror="alert(1)">text<span class="big">kept</span>')).toBe('textkept');
    expect(sanitizeBody('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeBody('<style>p{}</style><svg><text>x</text></svg>ok')).toBe('ok');
    expect(sanitizeBody('   ')).toBe('');
  });

  it('tells an empty body', () => {
    expect(isBlankBody('<p><br></p>')).toBe(true);
    expect(isBlankBody('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankBody('<p>x</p>')).toBe(false);
  });
});
