import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { answerApi, renderWithProviders } from '../../testing/renderWithProviders';
import { SettingsPage } from './SettingsPage';

const acme = { id: 'o1', name: 'Acme', description: 'Widgets', avatar: null, isOwner: true, refusePrivilegedSources: false, createdAt: '' };
const routes = [
  { path: '/', element: <p>Main page</p> },
  { path: '/organizations/:orgId/settings/*', element: <SettingsPage /> },
];
const serve = (answers: Record<string, unknown> = {}) => {
  const fetchMock = vi.fn(answerApi({ '/orgs/o1': acme, '/orgs': [acme], ...answers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const sent = (fetchMock: ReturnType<typeof serve>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([input, init]) => [String(input), JSON.parse(String(init?.body)) as unknown]);

describe('settings', () => {
  it('opens organization settings and offers the other sub-pages', async () => {
    serve();
    const { router } = renderWithProviders(routes, '/organizations/o1/settings');
    expect(await screen.findByRole('heading', { name: 'Organization settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organizations/o1/settings/organization');
    for (const page of ['Public variables', 'Resource migration', 'Export', 'Import']) expect(screen.getByRole('link', { name: page })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Export' }));
    expect(await screen.findByText(/Exporting sources, views, vizs and schedules/)).toBeTruthy();
  });

  it('saves the name and description', async () => {
    const fetchMock = serve();
    renderWithProviders(routes, '/organizations/o1/settings/organization');
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(name.value).toBe('Acme');
    fireEvent.change(name, { target: { value: 'Acme Inc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organization saved')).toBeTruthy();
    expect(sent(fetchMock, 'PUT')).toEqual([['/redBi/api/v1/orgs/o1', { name: 'Acme Inc', description: 'Widgets', refusePrivilegedSources: false }]]);
  });

  it('refuses sources with privileged accounts once the owner switches it on and saves', async () => {
    const fetchMock = serve({ 'PUT /orgs/o1': { ...acme, refusePrivilegedSources: true } });
    renderWithProviders(routes, '/organizations/o1/settings/organization');
    const refuse = await screen.findByRole('switch', { name: 'Refuse sources with privileged accounts' });
    expect(refuse.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/fails when its database account can do more than read/)).toBeTruthy();
    fireEvent.click(refuse);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organization saved')).toBeTruthy();
    expect(sent(fetchMock, 'PUT')).toEqual([['/redBi/api/v1/orgs/o1', { name: 'Acme', description: 'Widgets', refusePrivilegedSources: true }]]);
    expect(screen.getByRole('switch', { name: 'Refuse sources with privileged accounts' }).getAttribute('aria-checked')).toBe('true');
  });

  it("shows a member the organization's settings without letting them change them", async () => {
    serve({ '/orgs/o1': { ...acme, isOwner: false, refusePrivilegedSources: true } });
    renderWithProviders(routes, '/organizations/o1/settings/organization');
    expect(await screen.findByText("Only the organization's owners change these settings.")).toBeTruthy();
    const refuse = screen.getByRole<HTMLButtonElement>('switch', { name: 'Refuse sources with privileged accounts' });
    expect(refuse.getAttribute('aria-checked')).toBe('true');
    expect(refuse.disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Name').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('deletes the organization only once its name is typed exactly, then goes to the main page', async () => {
    const fetchMock = serve();
    const { router } = renderWithProviders(routes, '/organizations/o1/settings/organization');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete organization "Acme"?' });
    expect(within(dialog).getByText(/Everything in the organization is deleted/)).toBeTruthy();
    const remove = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    const confirm = within(dialog).getByLabelText('Type the name of the organization to confirm');
    expect(remove.disabled).toBe(true);
    fireEvent.change(confirm, { target: { value: 'acme' } });
    expect(remove.disabled).toBe(true);
    fireEvent.change(confirm, { target: { value: 'Acme' } });
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Organization deleted')).toBeTruthy();
    expect(sent(fetchMock, 'DELETE')).toEqual([['/redBi/api/v1/orgs/o1', { name: 'Acme' }]]);
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve();
    renderWithProviders(routes, '/organizations/o1/settings/organization');
    expect(await screen.findByRole('heading', { name: '组织设置' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '拒绝使用高权限账号的数据源' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除组织' }));
    expect(await screen.findByLabelText('请输入组织名称以确认')).toBeTruthy();
  });
});
