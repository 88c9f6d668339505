import { describe, expect, it } from 'vitest';
import { issueReportUrl, maskedPath } from './issueReportUrl';

const tracker = { url: 'https://github.com/acme/redbi/issues/new', labels: ['bug', 'from-app'] };
const facts = {
  version: '1.2.3',
  requestId: 'req-42',
  errCode: 'INTERNAL',
  status: 500,
  path: '/organizations/2f1c9a3e-1b2c-4d5e-8f90-123456789abc/vizs?name=Ada%20Lovelace#top',
  at: '2026-11-29T04:00:00.000Z',
  language: 'en',
};

describe('issueReportUrl', () => {
  it('builds the tracker address with title, body and labels as query parameters', () => {
    const url = new URL(issueReportUrl(tracker, facts));
    expect(url.origin + url.pathname).toBe('https://github.com/acme/redbi/issues/new');
    expect(url.searchParams.get('title')).toBe('[RedBI 1.2.3] INTERNAL (HTTP 500) on /organizations/:id/vizs');
    expect(url.searchParams.get('labels')).toBe('bug,from-app');
    const body = url.searchParams.get('body') ?? '';
    for (const line of ['- Version: 1.2.3', '- Request id: req-42', '- Error code: INTERNAL', '- HTTP status: 500', '- Page: /organizations/:id/vizs', '- Language: en']) {
      expect(body).toContain(line);
    }
  });

  it('carries no personal data: no ids, no query, no hash of the page', () => {
    const url = issueReportUrl(tracker, facts);
    expect(url).not.toContain('2f1c9a3e');
    expect(decodeURIComponent(url)).not.toContain('Ada');
    expect(decodeURIComponent(url)).not.toContain('#top');
  });

  it('keeps the parameters of the operator\'s address, and leaves out what it does not know', () => {
    const url = new URL(issueReportUrl({ url: 'https://git.example.com/issues/new?template=bug.md', labels: [] }, { version: '1.0.0', errorType: 'TypeError', path: '/', at: 'now', language: 'zh' }));
    expect(url.searchParams.get('template')).toBe('bug.md');
    expect(url.searchParams.get('title')).toBe('[RedBI 1.0.0] TypeError on /');
    expect(url.searchParams.has('labels')).toBe(false);
    expect(url.searchParams.get('body')).not.toContain('Request id');
  });

  it('masks ids, share tokens and numbers in a path', () => {
    expect(maskedPath('/shares/AbCdEfGhIjKlMnOpQrStUvWx/view')).toBe('/shares/:id/view');
    expect(maskedPath('/organizations/o1/vizs/12345')).toBe('/organizations/o1/vizs/:id');
  });
});
