import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dingtalkSignature, dingtalkSignedQuery, feishuSignature } from './robotSignatures';

describe('robot signatures', () => {
  it('signs DingTalk requests as its documentation says: urlencode(base64(HMAC-SHA256(secret, T + "\\n" + secret)))', () => {
    // Vector computed apart from this code base (Python's hmac, base64 and urllib.parse.quote_plus).
    expect(dingtalkSignature('SECabc123', 1_700_000_000_000)).toBe('N5P09a4+p1AMJIJWnIvQd2Yxw9+fu/oEBnPrjCcsLXk=');
    expect(dingtalkSignedQuery('SECabc123', 1_700_000_000_000)).toBe('timestamp=1700000000000&sign=N5P09a4%2Bp1AMJIJWnIvQd2Yxw9%2Bfu%2FoEBnPrjCcsLXk%3D');

    const secret = 'SEC' + 'f'.repeat(61);
    const at = Date.UTC(2027, 0, 4, 8, 0, 0);
    const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(Buffer.from(`${at}\n${secret}`, 'utf8')).digest('base64');
    expect(dingtalkSignature(secret, at)).toBe(expected);
    const query = new URLSearchParams(dingtalkSignedQuery(secret, at));
    expect(query.get('timestamp')).toBe(String(at));
    expect(query.get('sign')).toBe(expected);
  });

  it('signs Feishu bodies as its documentation says: base64(HMAC-SHA256(key = T + "\\n" + secret, message = empty))', () => {
    // Vector computed apart from this code base (Python's hmac and base64).
    expect(feishuSignature('feishu-secret', 1_700_000_000)).toBe('OrBzY1Y01Gq+HgJsl+7OfWcMVwc7YocohQm5iiZwjhU=');
    const expected = createHmac('sha256', Buffer.from('1798963200\nsecret-密钥', 'utf8')).update(Buffer.alloc(0)).digest('base64');
    expect(feishuSignature('secret-密钥', 1_798_963_200)).toBe(expected);
  });
});
