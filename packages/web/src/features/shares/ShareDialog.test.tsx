import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { ShareDialog } from './ShareDialog';
import { linkOf, shareOf } from './shareTestData';

function serve(answers: Record<string, unknown> = {}) {
  const fetchStub = vi.fn(
    answerApi({
      'GET /orgs/o1/roles': [],
      'GET /orgs/o1/members': [],
      'GET /orgs/o1/shares?vizType=dashboard&vizId=d1': [],
      'GET /orgs/o1/shares/options?vizType=dashboard&vizId=d1': { dataPermissions: ['SHARER', 'VIEWER', 'SUBJECTS'] },
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function stubClipboard() {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}

const renderDialog = () =>
  renderWithProviders([{ path: '/', element: <ShareDialog orgId="o1" vizType="dashboard" vizId="d1" name="Sales overview" onClose={() => undefined} /> }], '/');

describe('ShareDialog', () => {
  it('makes a link and shows it once with its code, copied alone or with the code in one click', async () => {
    const made = linkOf(shareOf({ verification: 'CODE', code: 'AB12CD34' }));
    const fetchStub = serve({ 'POST /orgs/o1/shares': made });
    const writeText = stubClipboard();
    renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Access code' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Permanent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));

    expect(await screen.findByText('Copy the link now')).toBeTruthy();
    expect(screen.getByText(/It is shown only this once/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(made.url);
    expect((screen.getByRole('textbox', { name: 'Access code' }) as HTMLInputElement).value).toBe('AB12CD34');
    const [sent] = bodiesSentTo(fetchStub, '/orgs/o1/shares', 'POST');
    expect(sent).toMatchObject({ vizType: 'dashboard', vizId: 'd1', verification: 'CODE', expiresAt: null, dataPermission: 'SHARER', allowDownload: false });

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(made.url));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link and code' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(`${made.url}\nAccess code: AB12CD34`));
    expect(await screen.findAllByText('Copied')).toBeTruthy();

    // Done: the form again, the link gone for good.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Create link' })).toBeTruthy();
    expect(screen.queryByDisplayValue(made.url)).toBeNull();
  });

  it('offers the viewer’s data permission only with LOGIN, and wants a role or member for chosen subjects', async () => {
    const fetchStub = serve();
    renderDialog();
    const viewer = await screen.findByRole('radio', { name: 'Viewer’s (login only)' });
    expect((viewer as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Login' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Viewer’s (login only)' }) as HTMLInputElement).disabled).toBe(false));
    expect(await screen.findByText('Who may open it')).toBeTruthy();

    await waitFor(() => expect((screen.getByRole('radio', { name: 'Chosen roles and members' }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('radio', { name: 'Chosen roles and members' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Choose at least one role or member')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/shares', 'POST')).toEqual([]);
  });

  it('offers chosen roles’ and members’ data only when the server allows it for this sharer, and says why not', async () => {
    serve({ 'GET /orgs/o1/shares/options?vizType=dashboard&vizId=d1': { dataPermissions: ['SHARER', 'VIEWER'] } });
    renderDialog();
    expect(await screen.findByText(/they alone see all those roles and members see/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Chosen roles and members' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Sharer’s' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('lists the resource’s links in its own tab', async () => {
    serve({ 'GET /orgs/o1/shares?vizType=dashboard&vizId=d1': [shareOf({ visitCount: 7 })] });
    renderDialog();
    fireEvent.click(await screen.findByRole('tab', { name: 'Links' }));
    const row = (await screen.findByText('Ada')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
  });
});
