import { createHmac } from 'node:crypto';

/**
 * The signatures of signed robots (shared/reference/robots.md). DingTalk ("加签"): the query gets
 * `timestamp` (milliseconds) and `sign` = urlencode(base64(HMAC-SHA256(key = secret, message = T + "\n" + secret))).
 * Feishu/Lark ("签名校验"): the body gets `timestamp` (seconds, as a string) and
 * `sign` = base64(HMAC-SHA256(key = T + "\n" + secret, message = empty)).
 */

/** DingTalk's `sign` before URL-encoding (URLSearchParams encodes it when the query is written). */
export const dingtalkSignature = (secret: string, timestampMs: number): string =>
  createHmac('sha256', secret).update(`${timestampMs}\n${secret}`, 'utf8').digest('base64');

/** The query DingTalk's signed robot expects beside `access_token`: `timestamp` and the URL-encoded `sign`. */
export const dingtalkSignedQuery = (secret: string, timestampMs: number): string =>
  `timestamp=${timestampMs}&sign=${encodeURIComponent(dingtalkSignature(secret, timestampMs))}`;

export const feishuSignature = (secret: string, timestampSec: number): string =>
  createHmac('sha256', `${timestampSec}\n${secret}`).update('').digest('base64');
