import type { FastifyInstance } from 'fastify';
import { BASE_PATH } from '@redbi/shared/domain';

/** Pages meant to be embedded in other sites (chart, dashboard and story shares). */
const sharePage = new RegExp(`^${BASE_PATH}/(shareChart|shareDashboard|shareStoryPlayer)(/|\\?|$)`);
export const isSharePage = (url: string): boolean => sharePage.test(url);

/**
 * The Content-Security-Policy of every answer: scripts, styles, fonts and calls from our own origin only
 * (antd writes its styles inline, hence 'unsafe-inline' for styles alone); images also as data: and blob:
 * URLs (chart downloads, inline icons).
 */
export function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/** X-Frame-Options, for browsers without frame-ancestors, where it can say the same. */
function frameOptions(frameAncestors: readonly string[]): Record<string, string> {
  if (frameAncestors.length !== 1) return {};
  if (frameAncestors[0] === "'none'") return { 'x-frame-options': 'DENY' };
  if (frameAncestors[0] === "'self'") return { 'x-frame-options': 'SAMEORIGIN' };
  return {};
}

function headersFor(frameAncestors: readonly string[], referrerPolicy: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(frameAncestors),
    ...frameOptions(frameAncestors),
    'x-content-type-options': 'nosniff',
    'referrer-policy': referrerPolicy,
  };
}

export type SecurityHeaders = (url: string) => Record<string, string>;

/**
 * The security headers of an answer by its URL: app pages may be framed nowhere; share pages where
 * SHARE_FRAME_ANCESTORS allows, and they send no Referer (their URL is the share's key).
 */
export function securityHeaders(options: { shareFrameAncestors: readonly string[] }): SecurityHeaders {
  const appHeaders = headersFor(["'none'"], 'strict-origin-when-cross-origin');
  const shareHeaders = headersFor(options.shareFrameAncestors, 'no-referrer');
  return (url) => (isSharePage(url) ? shareHeaders : appHeaders);
}

/**
 * On every answer: pages, assets, the API. (The router's own refusals, a malformed URL, skip the hooks:
 * createHttpServer's frameworkErrors adds them there.)
 */
export function registerSecurityHeaders(app: FastifyInstance, headersOf: SecurityHeaders): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headersOf(request.url));
    done(null, payload);
  });
}
