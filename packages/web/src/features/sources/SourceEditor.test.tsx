import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { SourcesPage } from './SourcesPage';
import { salesDb, sourceNode, sourceOf, tree } from './sourceTestData';

const routes = [{ path: '/organizations/:orgId/sources/*', element: <SourcesPage /> }];
const storedSales = sourceOf(salesDb, {
  config: { host: 'db.internal', port: 5433, database: 'sales', user: 'ann', ssl: true, poolSize: 5, properties: [{ key: 'application_name', value: 'redbi' }] },
  secretsSet: ['password'],
});

function serve(answers: Record<string, unknown> = {}) {
  const routesAnswered: Record<string, unknown> = { '/orgs/o1/abilities': ownerAbilities, 'GET /orgs/o1/sources': tree, 'GET /orgs/o1/sources/s1': storedSales, ...answers };
  const fetchStub = vi.fn(answerApi(routesAnswered));
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, routesAnswered };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the source editor', () => {
  it('generates the PostgreSQL form from the connector fields, with their defaults', async () => {
    serve();
    renderWithProviders(routes, '/organizations/o1/sources/new?type=postgres');
    expect(await screen.findByRole('heading', { name: 'New source' })).toBeTruthy();
    expect(field('Host').value).toBe('127.0.0.1');
    expect(field('Port').value).toBe('5432');
    expect(field('Database').value).toBe('');
    expect(field('User').value).toBe('');
    expect(field('Password').type).toBe('password');
    expect(screen.getByRole('switch', { name: 'SSL' }).getAttribute('aria-checked')).toBe('false');
    expect(field('Pool size').value).toBe('10');
    expect(field('Connect timeout (s)').value).toBe('10');
    expect(field('Statement timeout (s)').value).toBe('60');
    expect(screen.getByRole('group', { name: 'Extra properties' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Database is required')).toBeTruthy();
  });

  it("tests the connection and shows the database's own message, then the version on success", async () => {
    const { fetchStub, routesAnswered } = serve({
      'POST /orgs/o1/sources/test': apiError(400, 'SOURCE_CONNECTION_FAILED', 'password authentication failed for user "x"'),
    });
    renderWithProviders(routes, '/organizations/o1/sources/new?type=postgres');
    await screen.findByRole('heading', { name: 'New source' });
    type('Database', 'sales');
    type('User', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection failed')).toBeTruthy();
    expect(screen.getByText('password authentication failed for user "x"')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/sources/test', 'POST')).toEqual([
      {
        type: 'postgres',
        config: { host: '127.0.0.1', port: 5432, database: 'sales', user: 'x', ssl: false, poolSize: 10, connectTimeoutSec: 10, statementTimeoutSec: 60, properties: [] },
      },
    ]);

    routesAnswered['POST /orgs/o1/sources/test'] = { serverVersion: 'PostgreSQL 16.2', latencyMs: 12.4, privileges: [] };
    type('Password', 'right');
    await waitFor(() => expect(screen.queryByText('Connection failed')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection succeeded: PostgreSQL 16.2 (12 ms)')).toBeTruthy();
    expect((bodiesSentTo(fetchStub, '/orgs/o1/sources/test', 'POST')[1] as { config: { password: string } }).config.password).toBe('right');
  });

  it('creates the source in the chosen folder and selects it', async () => {
    const created = sourceOf(sourceNode('s9', 'Warehouse', 'postgres', 'f1', 6));
    const { fetchStub, routesAnswered } = serve({ 'POST /orgs/o1/sources': created, 'GET /orgs/o1/sources/s9': created });
    const { router } = renderWithProviders(routes, '/organizations/o1/sources/new?type=postgres&parentId=f1');
    await screen.findByRole('heading', { name: 'New source' });
    expect(field('Folder').closest('.ant-select')?.textContent).toBe('Finance');
    type('Name', 'Warehouse');
    type('Database', 'dw');
    type('User', 'etl');
    routesAnswered['GET /orgs/o1/sources'] = [...tree, created];
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Source "Warehouse" created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/sources/s9'));
    const selected = await waitFor(() => {
      const node = document.querySelector('.ant-tree-treenode-selected');
      if (!node) throw new Error('nothing selected');
      return node as HTMLElement;
    });
    expect(within(selected).getByText('Warehouse')).toBeTruthy();
    const [body] = bodiesSentTo(fetchStub, '/orgs/o1/sources', 'POST') as Record<string, unknown>[];
    expect(body).toMatchObject({ isFolder: false, type: 'postgres', name: 'Warehouse', parentId: 'f1', description: '' });
    expect(body?.config).not.toHaveProperty('password');
  });

  it('keeps the stored password when an edit leaves it empty', async () => {
    const { fetchStub } = serve({ 'PUT /orgs/o1/sources/s1': storedSales });
    renderWithProviders(routes, '/organizations/o1/sources/s1');
    expect(await screen.findByRole('heading', { name: /Sales DB/ })).toBeTruthy();
    expect(field('Host').value).toBe('db.internal');
    expect(field('Password').value).toBe('');
    expect(field('Password').placeholder).toBe('•••••••• (unchanged)');
    expect(field('Property key 1').value).toBe('application_name');
    type('Name', 'Sales');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Source saved')).toBeTruthy();
    const [sent] = bodiesSentTo(fetchStub, '/orgs/o1/sources/s1', 'PUT') as { name: string; config: Record<string, unknown> }[];
    expect(sent?.name).toBe('Sales');
    expect(sent?.config).not.toHaveProperty('password');
    expect(sent?.config).toMatchObject({ host: 'db.internal', port: 5433, ssl: true, properties: [{ key: 'application_name', value: 'redbi' }] });

    type('Password', 'n3w-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/sources/s1', 'PUT')).toHaveLength(2));
    expect((bodiesSentTo(fetchStub, '/orgs/o1/sources/s1', 'PUT')[1] as { config: Record<string, unknown> }).config.password).toBe('n3w-secret');
  });

  it("refuses duplicate property keys with 'Duplicate key', and a duplicate name under the name", async () => {
    const { fetchStub, routesAnswered } = serve();
    renderWithProviders(routes, '/organizations/o1/sources/s1');
    await screen.findByRole('heading', { name: /Sales DB/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add property' }));
    type('Property key 2', 'application_name');
    type('Property value 2', 'other');
    expect(await screen.findByText('Duplicate key')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/sources/s1', 'PUT')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove property 2' }));
    await waitFor(() => expect(screen.queryByText('Duplicate key')).toBeNull());
    routesAnswered['PUT /orgs/o1/sources/s1'] = apiError(409, 'SOURCE_NAME_TAKEN', 'A source named "Budget" already exists');
    type('Name', 'Budget');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A source named "Budget" already exists')).toBeTruthy();
  });

  it('shows a source the user may only use without the editing buttons', async () => {
    const shared = sourceNode('s7', 'Shared warehouse', 'mysql', null, 9, ['access']);
    serve({ 'GET /orgs/o1/sources': [shared], 'GET /orgs/o1/sources/s7': sourceOf(shared, { config: { host: 'h', port: 3306, database: 'd', user: 'u' } }) });
    renderWithProviders(routes, '/organizations/o1/sources/s7');
    expect(await screen.findByText('You may use this source in views but not change it.')).toBeTruthy();
    expect(field('Host').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test connection' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Schema' })).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve();
    renderWithProviders(routes, '/organizations/o1/sources/new?type=mysql');
    expect(await screen.findByRole('heading', { name: '新建数据源' })).toBeTruthy();
    for (const label of ['主机', '端口', '数据库', '用户', '密码', '连接池大小', '连接超时（秒）', '语句超时（秒）']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(field('端口').value).toBe('3306');
    for (const name of ['测试连接', '保存', '添加属性']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('数据库为必填项')).toBeTruthy();
  });
});
