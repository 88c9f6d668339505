import { z } from 'zod';

/** Where share pages may be embedded unless SHARE_FRAME_ANCESTORS says otherwise: in RedBI's own pages only. */
export const DEFAULT_SHARE_FRAME_ANCESTORS = ["'self'"];

/** An origin a page may be framed by: https://bi.example.com, https://*.example.com:8443 (no path). */
const origin = /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:(\d{1,5}|\*))?\/?$/i;
const keywords: Record<string, string> = { self: "'self'", "'self'": "'self'", none: "'none'", "'none'": "'none'" };

/**
 * One source of CSP `frame-ancestors` as the header writes it, or undefined when it is none: a keyword
 * (quotes optional), `*`, a scheme (`https:`) or an origin.
 */
function frameAncestor(token: string): string | undefined {
  const keyword = keywords[token.toLowerCase()];
  if (keyword) return keyword;
  if (token === '*' || token === 'https:' || token === 'http:') return token;
  return origin.test(token) ? token.replace(/\/$/, '').toLowerCase() : undefined;
}

/**
 * SHARE_FRAME_ANCESTORS: who may embed share pages, space-separated, checked at start (nothing unchecked
 * reaches a header).
 */
export const frameAncestorsSchema = z.string().transform((value, ctx) => {
  const tokens = value.split(/\s+/).filter((token) => token !== '');
  const sources = tokens.map(frameAncestor);
  const wrong = tokens.filter((_token, index) => sources[index] === undefined);
  if (wrong.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must be origins separated by spaces (https://intranet.example.com https://*.example.com), 'self' or 'none', not ${wrong.map((token) => JSON.stringify(token)).join(', ')}`,
    });
    return z.NEVER;
  }
  if (sources.includes("'none'") && sources.length > 1) {
    ctx.addIssue({ code: 'custom', message: "cannot list 'none' with anything else" });
    return z.NEVER;
  }
  return [...new Set(sources as string[])];
});
