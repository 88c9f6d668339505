import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, renderWithProviders } from '../../testing/renderWithProviders';
import { SharesPage } from './SharesPage';
import { linkOf, shareOf } from './shareTestData';

const active = shareOf({ id: 's1', verification: 'CODE', code: 'AB12CD34', visitCount: 3, lastVisitAt: '2026-05-02T10:00:00.000Z' });
const revoked = shareOf({ id: 's2', vizType: 'chart', vizId: 'c1', vizName: 'Sales by region', state: 'revoked', revokedAt: '2026-05-03T10:00:00.000Z' });

function serve(answers: Record<string, unknown> = {}) {
  const fetchStub = vi.fn(
    answerApi({
      'GET /orgs/o1/shares': [active, revoked],
      'GET /orgs/o1/roles': [],
      'GET /orgs/o1/members': [],
      'GET /orgs/o1/shares/options?vizType=dashboard&vizId=d1': { dataPermissions: ['SHARER', 'VIEWER', 'SUBJECTS'] },
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const called = (fetchStub: { mock: { calls: unknown[][] } }, method: string, path: string) =>
  fetchStub.mock.calls.some(([input, init]) => String(input) === `/redBi/api/v1${path}` && (init as RequestInit | undefined)?.method === method);

async function act(shareName: string, row: number, action: string) {
  const buttons = await screen.findAllByRole('button', { name: `Actions for the share of ${shareName}` });
  fireEvent.click(buttons[row]!);
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

const renderPage = () => renderWithProviders([{ path: '/organizations/:orgId/vizs/shares', element: <SharesPage orgId="o1" /> }], '/organizations/o1/vizs/shares');

describe('SharesPage, the organisation’s share list', () => {
  it('lists every share with its resource, maker, mode, state and use', async () => {
    serve();
    renderPage();
    const row = (await screen.findByText('· dashboard')).closest('tr') as HTMLElement;
    for (const text of ['Ada', 'Access code', 'AB12CD34', 'Sharer’s', 'Permanent', 'Active', '3']) expect(within(row).getByText(text)).toBeTruthy();
    const other = screen.getByText('· chart').closest('tr') as HTMLElement;
    expect(within(other).getByText('Revoked')).toBeTruthy();
  });

  it('revokes a share after a confirmation', async () => {
    const fetchStub = serve({ 'DELETE /orgs/o1/shares/s1': { ...active, state: 'revoked' } });
    renderPage();
    await act('Sales overview', 0, 'Revoke');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Revoke the share of “Sales overview”?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(called(fetchStub, 'DELETE', '/orgs/o1/shares/s1')).toBe(true));
    expect(await screen.findByText('The link has been revoked')).toBeTruthy();
  });

  it('makes a new code and a new link (shown once)', async () => {
    const renewed = linkOf(active, 'tok-new-0123456789abcdef');
    const fetchStub = serve({ 'POST /orgs/o1/shares/s1/code': { code: 'ZX98YW76' }, 'POST /orgs/o1/shares/s1/link': renewed });
    renderPage();
    await act('Sales overview', 0, 'New access code');
    expect(await screen.findByText('New access code: ZX98YW76')).toBeTruthy();
    await act('Sales overview', 0, 'New link');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'New link' }));
    expect(await screen.findByDisplayValue(renewed.url)).toBeTruthy();
    expect(screen.getByText('Copy the link now')).toBeTruthy();
    expect(called(fetchStub, 'POST', '/orgs/o1/shares/s1/link')).toBe(true);
  });

  it('edits a share with the dialog’s form and shows its visits', async () => {
    const fetchStub = serve({
      'PUT /orgs/o1/shares/s1': { ...active, allowDownload: true },
      'GET /orgs/o1/shares/s1/visits': [{ at: '2026-05-02T10:00:00.000Z', viewer: null, address: '203.0.113.7' }],
    });
    renderPage();
    await act('Sales overview', 0, 'Edit');
    const form = await screen.findByRole('dialog');
    fireEvent.click(within(form).getByRole('switch'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The share has been saved')).toBeTruthy();
    const put = fetchStub.mock.calls.find(([input, init]) => String(input).endsWith('/shares/s1') && (init as RequestInit).method === 'PUT');
    expect(JSON.parse(String((put![1] as RequestInit).body))).toMatchObject({ verification: 'CODE', allowDownload: true, expiresAt: null });

    await act('Sales overview', 0, 'Visits');
    expect(await screen.findByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByText('Anonymous')).toBeTruthy();
  });
});
