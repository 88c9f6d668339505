import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { SourcesPage } from './SourcesPage';
import { salesDb, sourceOf, tree } from './sourceTestData';

const routes = [{ path: '/organizations/:orgId/sources/*', element: <SourcesPage /> }];
const config = { host: 'db.internal', port: 5432, database: 'sales', user: 'postgres', ssl: false, poolSize: 10, properties: [] };
const refusal = 'This organization refuses sources whose account can change the database server (superuser): connect with a read-only account';

function serve(answers: Record<string, unknown> = {}) {
  const routesAnswered: Record<string, unknown> = {
    '/orgs/o1/abilities': ownerAbilities,
    'GET /orgs/o1/sources': tree,
    'GET /orgs/o1/sources/s1': sourceOf(salesDb, { config }),
    ...answers,
  };
  const fetchStub = vi.fn(answerApi(routesAnswered));
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, routesAnswered };
}

const testConnection = () => fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));

describe("the source account's privileges", () => {
  it('warns after a test when the account can do more than read, and offers the statements for a read-only one', async () => {
    serve({ 'POST /orgs/o1/sources/test': { serverVersion: 'PostgreSQL 16.2', latencyMs: 3, privileges: ['superuser', 'pg_read_server_files'] } });
    renderWithProviders(routes, '/organizations/o1/sources/s1');
    await screen.findByRole('heading', { name: /Sales DB/ });
    expect(screen.queryByText(/can do more than read/)).toBeNull();
    testConnection();
    expect(await screen.findByText('Connection succeeded: PostgreSQL 16.2 (3 ms)')).toBeTruthy();
    expect(screen.getByText('This account can do more than read: superuser, pg_read_server_files')).toBeTruthy();
    expect(screen.getByText(/ask your database administrator for one/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'How to create a read-only account' }));
    expect(screen.getByText(/GRANT CONNECT ON DATABASE sales TO redbi_reader;/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the statements' }));
    expect(screen.queryByText(/GRANT CONNECT/)).toBeNull();

    // The warning belongs to the configuration tested: a change takes it away with the result.
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'redbi_reader' } });
    await waitFor(() => expect(screen.queryByText(/can do more than read/)).toBeNull());
  });

  it('stays quiet for a read-only account', async () => {
    serve({ 'POST /orgs/o1/sources/test': { serverVersion: 'PostgreSQL 16.2', latencyMs: 3, privileges: [] } });
    renderWithProviders(routes, '/organizations/o1/sources/s1');
    await screen.findByRole('heading', { name: /Sales DB/ });
    testConnection();
    expect(await screen.findByText('Connection succeeded: PostgreSQL 16.2 (3 ms)')).toBeTruthy();
    expect(screen.queryByText(/can do more than read/)).toBeNull();
  });

  it("warns on a saved source's page when its account was found privileged, not when it is read-only or unknown", async () => {
    const mysqlSource = sourceOf({ ...salesDb, type: 'mysql' }, { config: { ...config, database: 'sales-eu' }, accountPrivileges: ['FILE', 'SUPER'] });
    serve({ 'GET /orgs/o1/sources/s1': mysqlSource });
    const first = renderWithProviders(routes, '/organizations/o1/sources/s1?tab=schema');
    expect(await screen.findByText("This source's account can do more than read: FILE, SUPER")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'How to create a read-only account' }));
    expect(screen.getByText(/GRANT SELECT, SHOW VIEW ON `sales-eu`\.\* TO 'redbi_reader'@'%';/)).toBeTruthy();
    first.unmount();

    for (const accountPrivileges of [[], null]) {
      serve({ 'GET /orgs/o1/sources/s1': sourceOf(salesDb, { config, accountPrivileges }) });
      const view = renderWithProviders(routes, '/organizations/o1/sources/s1');
      await screen.findByRole('heading', { name: /Sales DB/ });
      expect(screen.queryByText(/can do more than read/)).toBeNull();
      view.unmount();
    }
  });

  it("shows the organisation's refusal where the test result goes, and a refused save in place of a toast", async () => {
    const { fetchStub } = serve({
      'POST /orgs/o1/sources/test': apiError(400, 'SOURCE_ACCOUNT_PRIVILEGED', refusal),
      'PUT /orgs/o1/sources/s1': apiError(400, 'SOURCE_ACCOUNT_PRIVILEGED', refusal),
    });
    renderWithProviders(routes, '/organizations/o1/sources/s1');
    await screen.findByRole('heading', { name: /Sales DB/ });
    testConnection();
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText('Connection failed')).toBeNull();

    fireEvent.change(screen.getByLabelText('Host'), { target: { value: 'db2.internal' } });
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/sources/s1', 'PUT')).toHaveLength(1));
    expect(await screen.findAllByText(refusal)).toHaveLength(1);
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve({ 'POST /orgs/o1/sources/test': { serverVersion: 'PostgreSQL 16.2', latencyMs: 3, privileges: ['superuser', 'createrole'] } });
    renderWithProviders(routes, '/organizations/o1/sources/s1');
    await screen.findByRole('heading', { name: /Sales DB/ });
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    expect(await screen.findByText('该账号不只有读取权限：superuser、createrole')).toBeTruthy();
    expect(screen.getByRole('button', { name: '如何创建只读账号' })).toBeTruthy();
  });
});
