import type { IssueTracker } from '@redbi/shared/domain';

/** What the report says about the failure: never its message (it may quote a user's data), nor who hit it. */
export interface IssueFacts {
  version: string;
  /** The server's request id of a failed call (a 5xx answer), if any. */
  requestId?: string | undefined;
  /** The API's error code, an HTTP status, or the error's type (TypeError, ChunkLoadError …). */
  errCode?: string | undefined;
  status?: number | undefined;
  errorType?: string | undefined;
  /** The page's path: ids in it are masked, its query and hash left out. */
  path: string;
  /** When it happened (ISO), and the UI language. */
  at: string;
  language: string;
}

/** Browsers and trackers cut URLs around 8 KB; the body is kept well under. */
const MAX_BODY = 1500;

/** Ids in a path (UUIDs, long hex or digit runs, share tokens) become `:id`: a path says where, not what. */
export function maskedPath(path: string): string {
  return path
    .split(/[?#]/)[0]!
    .split('/')
    .map((segment) => (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) || /\d{3,}/.test(segment) || /^[\w-]{20,}$/.test(segment) ? ':id' : segment))
    .join('/');
}

/**
 * The tracker's 'new issue' address with `title`, `body` and `labels` as query parameters (spec §7; GitHub,
 * Gitea and Forgejo read these names), built from facts that identify the failure and no personal data: the
 * version, the request id, the error code and status, the masked page path, the time and the language.
 * Parameters already in the operator's address are kept.
 */
export function issueReportUrl(tracker: IssueTracker, facts: IssueFacts): string {
  const url = new URL(tracker.url);
  const what = facts.errCode ?? facts.errorType ?? 'unexpected error';
  url.searchParams.set('title', `[RedBI ${facts.version}] ${what}${facts.status ? ` (HTTP ${facts.status})` : ''} on ${maskedPath(facts.path)}`);
  const lines = [
    '### What happened',
    '<!-- Describe what you were doing. Please leave out names, e-mail addresses and data. -->',
    '',
    '### Details',
    `- Version: ${facts.version}`,
    ...(facts.requestId ? [`- Request id: ${facts.requestId}`] : []),
    ...(facts.errCode ? [`- Error code: ${facts.errCode}`] : []),
    ...(facts.status ? [`- HTTP status: ${facts.status}`] : []),
    ...(facts.errorType && facts.errorType !== facts.errCode ? [`- Error type: ${facts.errorType}`] : []),
    `- Page: ${maskedPath(facts.path)}`,
    `- Time: ${facts.at}`,
    `- Language: ${facts.language}`,
  ];
  url.searchParams.set('body', lines.join('\n').slice(0, MAX_BODY));
  if (tracker.labels.length) url.searchParams.set('labels', tracker.labels.join(','));
  return url.toString();
}
