import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

type Data = Record<string, unknown> & { id: string };
interface VariableData {
  id: string;
  name: string;
  label: string;
  values: { subject: { type: string; id: string }; values: string[] }[];
}

/** A PostgreSQL-dialect source: saving views never connects, so its database need not exist. */
const warehouseConfig = { host: '127.0.0.1', port: 5432, database: 'redbi_views_nowhere', user: 'postgres' };

const salesModel = {
  columns: [
    { name: 'id', type: 'numeric' },
    { name: 'region', type: 'string' },
    { name: 'amount', type: 'numeric' },
  ],
  computedFields: [{ name: 'double_amount', expression: '[amount] * 2', type: 'numeric' }],
  hierarchies: [{ name: 'Place', fields: ['region'] }],
};

describe.each(backends)('views on %s', (backend) => {
  let test: TestApp;
  let owner: string;
  let orgId: string;
  let sourceId: string;
  let roleId: string;
  let member: { id: string; token: string };

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = owner) =>
    test.call(method, `/orgs/${orgId}${path}`, { token, ...(body === undefined ? {} : { body }) });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = owner) => api(method, `/views${path}`, body, token);
  const create = async (body: Record<string, unknown>, token = owner) => {
    const response = await call('POST', '', body, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as Data;
  };
  const sqlView = (name: string, extra: Record<string, unknown> = {}) => ({
    isFolder: false,
    name,
    sourceId,
    script: 'SELECT id, region, amount FROM sales',
    model: salesModel,
    ...extra,
  });
  const grant = (subject: { type: 'user' | 'role'; id: string }, grants: unknown[], modules: Record<string, boolean> = {}) =>
    api('POST', '/permissions/grant', { subject, modules, grants });

  beforeAll(async () => {
    test = await startTestApp(backend);
    owner = await setupAndLogin(test);
    orgId = ((await test.call('GET', '/orgs', { token: owner })).body.data as Data[])[0]?.id ?? '';
    sourceId = ((await api('POST', '/sources', { isFolder: false, name: 'Warehouse', type: 'postgres', config: warehouseConfig })).body.data as Data).id;
    roleId = ((await api('POST', '/roles', { name: 'Sales' })).body.data as Data).id;
    const created = (await api('POST', '/members', { username: 'vera', email: 'vera@example.com', password: 'secret1', roleIds: [roleId] })).body.data as Data;
    const token = (await test.call('POST', '/users/login', { body: { username: 'vera', password: 'secret1' } })).token ?? '';
    member = { id: created.id, token };
  });
  afterAll(async () => {
    await test?.close();
  });

  describe('the tree', () => {
    it('creates folders and views, moves by the placement rules, archives, restores and deletes', async () => {
      const folder = await create({ isFolder: true, name: 'Finance' });
      const sub = await create({ isFolder: true, name: 'Reports', parentId: folder.id });
      const view = await create(sqlView('Ledger', { parentId: folder.id }));
      expect(view).toMatchObject({ parentId: folder.id, index: 1, isFolder: false, type: 'SQL', sourceId, privileges: ['access', 'manage'] });
      expect(folder).toMatchObject({ isFolder: true, type: null, sourceId: null });

      const intoView = await call('PUT', `/${sub.id}/move`, { parentId: view.id, index: 0 });
      expect(intoView.status).toBe(400);
      expect(intoView.body.message).toBe('It cannot go there: only a folder can hold it');
      expect((await call('PUT', `/${folder.id}/move`, { parentId: sub.id, index: 0 })).body.message).toBe('A folder cannot go into its own subfolders');
      expect((await call('POST', '', sqlView('Nowhere', { parentId: view.id }))).status).toBe(400);
      const moved = await call('PUT', `/${view.id}/move`, { parentId: sub.id, index: -1 });
      expect(moved.body.data).toMatchObject({ parentId: sub.id, index: -1 });

      expect((await call('DELETE', `/${folder.id}`)).body.errCode).toBe('FOLDER_NOT_EMPTY');
      const folderArchive = await call('POST', `/${folder.id}/archive`);
      expect(folderArchive.body).toMatchObject({ errCode: 'NOT_ARCHIVABLE', message: 'Folders do not go to the recycle bin: delete an empty folder instead' });
      expect((await call('POST', `/${view.id}/archive`)).status).toBe(200);
      expect(((await call('GET', '')).body.data as Data[]).some((node) => node.id === view.id)).toBe(false);
      expect(((await call('GET', '/archived')).body.data as Data[]).map((node) => node.name)).toEqual(['Ledger']);
      expect((await call('GET', `/${view.id}`)).status).toBe(404);
      expect((await call('PUT', `/${view.id}`, { name: 'Changed' })).status).toBe(404);

      expect((await call('POST', `/${view.id}/restore`, {})).body.data).toMatchObject({ parentId: sub.id, archived: false });
      await call('POST', `/${view.id}/archive`);
      expect((await call('DELETE', `/${sub.id}`)).body.errCode).toBe('FOLDER_NOT_EMPTY');
      expect((await call('DELETE', `/${view.id}`)).status).toBe(200);
      expect((await call('DELETE', `/${sub.id}`)).status).toBe(200);
      expect((await call('POST', `/${view.id}/restore`, {})).status).toBe(404);
      expect(await test.countRows('views', 'id', view.id)).toBe(0);
    });

    it('restores to the top when the folder is gone', async () => {
      const folder = await create({ isFolder: true, name: 'Temporary' });
      const view = await create(sqlView('Orphan', { parentId: folder.id }));
      await call('POST', `/${view.id}/archive`);
      await call('PUT', `/${view.id}/move`, { parentId: null, index: 0 }).then((response) => expect(response.status).toBe(404));
      // The archived view still counts as the folder's content.
      expect((await call('DELETE', `/${folder.id}`)).body.errCode).toBe('FOLDER_NOT_EMPTY');
      const restored = await call('POST', `/${view.id}/restore`, { parentId: null });
      expect(restored.body.data).toMatchObject({ parentId: null, archived: false });
      expect((await call('DELETE', `/${folder.id}`)).status).toBe(200);
      await call('DELETE', `/${view.id}`);
    });

    it('keeps names unique within a folder, without regard to case', async () => {
      const folder = await create({ isFolder: true, name: 'Unique' });
      await create(sqlView('Orders', { parentId: folder.id }));
      const duplicate = await call('POST', '', sqlView('ORDERS', { parentId: folder.id }));
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({ errCode: 'VIEW_NAME_TAKEN', message: 'A view named "ORDERS" already exists in this folder' });
      expect((await call('POST', '', { isFolder: true, name: 'orders', parentId: folder.id })).status).toBe(409);
      const elsewhere = await create(sqlView('Orders'));
      expect((await call('PUT', `/${elsewhere.id}/move`, { parentId: folder.id, index: 5 })).body.errCode).toBe('VIEW_NAME_TAKEN');
      const other = await create(sqlView('Returns', { parentId: folder.id }));
      expect((await call('PUT', `/${other.id}`, { name: 'orders' })).body.errCode).toBe('VIEW_NAME_TAKEN');
    });
  });

  describe('saving a view', () => {
    it('saves the SQL, model, settings, variables and column permissions, and keeps what a save leaves out', async () => {
      const created = await create(
        sqlView('Regional', {
          script: "SELECT id, region, amount FROM sales WHERE region = $market$ AND dept IN ($dept$) AND id > $REDBI_USER_ID$",
          config: { cache: true, cacheExpires: 60 },
          variables: [
            { name: 'market', label: 'Market', defaultValue: ['north'], values: [{ subject: { type: 'role', id: roleId }, values: ['south'] }] },
            { name: 'dept', type: 'permission', values: [{ subject: { type: 'user', id: member.id }, values: ['d1', 'd2'] }] },
          ],
          columnPermissions: [{ subject: { type: 'role', id: roleId }, mode: 'partial', columns: ['id', 'region'] }],
        }),
      );
      expect(created).toMatchObject({
        script: expect.stringContaining('$market$'),
        model: { version: 1, columns: salesModel.columns.map((column) => ({ ...column, category: 'uncategorized' })) },
        config: { version: 1, cache: true, cacheExpires: 60, concurrencyControlMode: 'dirtyread', expensiveQuery: false },
        columnPermissions: [{ subject: { type: 'role', id: roleId }, mode: 'partial', columns: ['id', 'region'] }],
      });
      const variables = created.variables as VariableData[];
      expect(variables.map((variable) => [variable.name, variable.values.length])).toEqual([
        ['dept', 1],
        ['market', 1],
      ]);

      const renamed = (await call('PUT', `/${created.id}`, { name: 'Regional sales', description: 'By region' })).body.data as Data;
      expect(renamed).toMatchObject({ name: 'Regional sales', description: 'By region', script: created.script, config: created.config, columnPermissions: created.columnPermissions });
      expect(renamed.variables).toEqual(created.variables);

      // Kept by id (with their values), changed, added, removed.
      const market = variables.find((variable) => variable.name === 'market');
      const dept = variables.find((variable) => variable.name === 'dept');
      const saved = await call('PUT', `/${created.id}`, {
        name: 'Regional sales',
        script: 'SELECT id, region, amount FROM sales WHERE region = $area$ AND year = $year$',
        variables: [
          { ...market, name: 'area', label: 'Area' },
          { name: 'year', valueType: 'numeric', defaultValue: ['2024'] },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const after = (saved.body.data as Data).variables as VariableData[];
      expect(after.find((variable) => variable.name === 'area')).toMatchObject({ id: market?.id, label: 'Area', values: market?.values });
      expect(after.find((variable) => variable.name === 'year')?.id).not.toBe(dept?.id);
      expect(after).toHaveLength(2);
      expect(await test.countRows('variables', 'id', dept?.id ?? '')).toBe(0);
      expect(await test.countRows('variable_values', 'variable_id', dept?.id ?? '')).toBe(0);
      expect(await test.countRows('variable_values', 'variable_id', market?.id ?? '')).toBe(1);
    });

    it('lets two variables swap names in one save', async () => {
      const view = await create(sqlView('Swapped', { variables: [{ name: 'a', label: 'first' }, { name: 'b', label: 'second' }] }));
      const [a, b] = ['a', 'b'].map((name) => (view.variables as VariableData[]).find((variable) => variable.name === name));
      const saved = await call('PUT', `/${view.id}`, { name: 'Swapped', variables: [{ ...a, name: 'b' }, { ...b, name: 'a' }] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const after = (saved.body.data as Data).variables as VariableData[];
      expect(after.find((variable) => variable.id === a?.id)).toMatchObject({ name: 'b', label: 'first' });
      expect(after.find((variable) => variable.id === b?.id)).toMatchObject({ name: 'a', label: 'second' });
    });

    it('saves a structured view', async () => {
      const script = { table: ['public', 'sales'], columns: ['id', 'region'], joins: [{ type: 'LEFT', table: ['public', 'regions'], columns: ['name'], conditions: [{ left: ['public', 'sales', 'region'], right: ['public', 'regions', 'code'] }] }] };
      const view = await create({ isFolder: false, name: 'Structured', sourceId, type: 'STRUCT', script, model: { columns: [{ name: 'sales.id', type: 'numeric' }] } });
      expect(view).toMatchObject({ type: 'STRUCT', script });
      expect((await call('PUT', `/${view.id}`, { name: 'Structured', script: 'SELECT 1' })).body.data).toMatchObject({ 'script': 'Choose a table for the structured view' });
    });

    it('refuses empty SQL, SQL that does not parse (at its line and column), and anything but one query', async () => {
      const empty = await call('POST', '', sqlView('Empty', { script: '  ' }));
      expect(empty.status).toBe(400);
      expect(empty.body.data).toMatchObject({ script: 'SQL statement cannot be empty' });

      const broken = await call('POST', '', sqlView('Broken', { script: 'SELECT id,\n  region\nFROM sales WHERE (region = 1' }));
      expect(broken.status).toBe(400);
      expect(broken.body.errCode).toBe('SQL_PARSE_FAILED');
      expect(broken.body.data).toMatchObject({ line: 3, column: expect.any(Number) });
      expect(broken.body.message).toMatch(/^SQL parse error at line 3, column \d+: /);

      for (const script of ['DELETE FROM sales', 'UPDATE sales SET amount = 0', 'DROP TABLE sales', 'SELECT 1; SELECT 2']) {
        const refused = await call('POST', '', sqlView('Refused', { script }));
        expect(refused.status, script).toBe(400);
        expect(refused.body.errCode, script).toBe('SQL_NOT_A_QUERY');
      }
      expect((await call('POST', '', sqlView('Trailing', { script: 'SELECT id FROM sales;' }))).status).toBe(200);

      const existing = await create(sqlView('Guarded'));
      const update = await call('PUT', `/${existing.id}`, { name: 'Guarded', script: 'INSERT INTO sales VALUES (1)' });
      expect(update.body.errCode).toBe('SQL_NOT_A_QUERY');
      expect((await call('GET', `/${existing.id}`)).body.data).toMatchObject({ script: 'SELECT id, region, amount FROM sales' });
    });

    it('refuses a permission variable outside a condition', async () => {
      const misplaced = await call('POST', '', sqlView('Misplaced', { script: 'SELECT $dept$ AS dept FROM sales', variables: [{ name: 'dept', type: 'permission' }] }));
      expect(misplaced.status).toBe(400);
      expect(misplaced.body).toMatchObject({ errCode: 'QUERY_INVALID', message: 'The permission variable $dept$ must be used in a condition, such as column = $dept$' });
    });

    it('checks computed fields against the dialect, with the position of the problem', async () => {
      const model = { ...salesModel, computedFields: [{ name: 'bad', expression: '[amount] * NO_SUCH_FUNCTION([id])', type: 'numeric' }] };
      const refused = await call('POST', '', sqlView('Computed', { model }));
      expect(refused.status).toBe(400);
      expect(refused.body.errCode).toBe('EXPRESSION_INVALID');
      expect(refused.body.data).toMatchObject({ position: expect.any(Number) });
      const unknownField = await call('POST', '', sqlView('Computed', { model: { ...salesModel, computedFields: [{ name: 'bad', expression: '[nothing] + 1', type: 'numeric' }] } }));
      expect(unknownField.body.errCode).toBe('EXPRESSION_INVALID');
      const clash = await call('POST', '', sqlView('Computed', { model: { ...salesModel, computedFields: [{ name: 'amount', expression: '[id] + 1', type: 'numeric' }] } }));
      expect(clash.body.data).toMatchObject({ 'model.computedFields.0.name': 'Computed field name must be unique' });
    });

    it('keeps variable names apart from each other, from model fields and from public variables', async () => {
      const twice = await call('POST', '', sqlView('Names', { variables: [{ name: 'region_v' }, { name: 'REGION_V' }] }));
      expect(twice.status).toBe(400);
      expect(twice.body.message).toContain('Variable names and model names must be unique');
      const field = await call('POST', '', sqlView('Names', { variables: [{ name: 'Amount' }] }));
      expect(field.status).toBe(400);
      expect(field.body.message).toContain('Variable names and model names must be unique');
      const existing = await create(sqlView('Names'));
      const fieldOnUpdate = await call('PUT', `/${existing.id}`, { name: 'Names', variables: [{ name: 'region' }] });
      expect(fieldOnUpdate.body.message).toContain('Variable names and model names must be unique');

      const shared = await api('POST', '/variables', { name: 'country' });
      expect(shared.status).toBe(200);
      const clash = await call('PUT', `/${existing.id}`, { name: 'Names', variables: [{ name: 'Country' }] });
      expect(clash.status).toBe(409);
      expect(clash.body).toMatchObject({ errCode: 'VARIABLE_NAME_TAKEN', message: 'Variable names and model names must be unique' });
      await api('DELETE', `/variables/${(shared.body.data as Data).id}`);
    });

    it('knows public variables in the SQL', async () => {
      const shared = (await api('POST', '/variables', { name: 'tenant', type: 'permission' })).body.data as Data;
      expect((await call('POST', '', sqlView('Tenants', { script: 'SELECT id FROM sales WHERE tenant = $tenant$' }))).status).toBe(200);
      const misplaced = await call('POST', '', sqlView('Tenant misplaced', { script: 'SELECT $tenant$ AS t FROM sales' }));
      expect(misplaced.body.errCode).toBe('QUERY_INVALID');
      await api('DELETE', `/variables/${shared.id}`);
    });
  });

  describe('privileges', () => {
    let view: Data;

    beforeAll(async () => {
      view = await create(
        sqlView('Shared sales', {
          variables: [{ name: 'area', values: [{ subject: { type: 'role', id: roleId }, values: ['north'] }] }],
          columnPermissions: [{ subject: { type: 'role', id: roleId }, mode: 'partial', columns: ['id', 'region', 'double_amount'] }],
        }),
      );
    });

    it('shows a member nothing without a privilege', async () => {
      expect((await call('GET', '', undefined, member.token)).body.data).toEqual([]);
      expect((await call('GET', `/${view.id}`, undefined, member.token)).status).toBe(404);
    });

    it('gives Access the model without hidden columns, the settings and the variables, but not the SQL or values', async () => {
      await grant({ type: 'role', id: roleId }, [{ resourceType: 'view', resourceId: view.id, privileges: ['access'] }], { view: true });
      const listed = (await call('GET', '', undefined, member.token)).body.data as Data[];
      expect(listed.map((node) => [node.name, node.privileges])).toEqual([['Shared sales', ['access']]]);
      const seen = (await call('GET', `/${view.id}`, undefined, member.token)).body.data as Data & { model: typeof salesModel };
      expect(seen).toMatchObject({ script: '', columnPermissions: [], privileges: ['access'], config: view.config });
      expect(seen.model.columns.map((column) => column.name)).toEqual(['id', 'region']);
      expect(seen.model.computedFields.map((field) => field.name)).toEqual(['double_amount']);
      expect((seen.variables as VariableData[]).map((variable) => [variable.name, variable.values])).toEqual([['area', []]]);
      expect((await call('PUT', `/${view.id}`, { name: 'Mine' }, member.token)).status).toBe(403);
      expect((await call('GET', `/${view.id}/data-permissions`, undefined, member.token)).status).toBe(403);
      expect((await call('POST', `/${view.id}/archive`, undefined, member.token)).status).toBe(403);

      // The owner is never restricted by column permissions, and managers see everything.
      const ownerView = (await call('GET', `/${view.id}`)).body.data as Data & { model: typeof salesModel };
      expect(ownerView.model.columns).toHaveLength(3);
    });

    it('needs Manage on the folder and Access on the source to create a view', async () => {
      await grant({ type: 'user', id: member.id }, [{ resourceType: 'view', resourceId: '*', privileges: ['manage'] }], { view: true });
      const withoutSource = await call('POST', '', sqlView('By Vera'), member.token);
      expect(withoutSource.status).toBe(404);
      expect(withoutSource.body.message).toBe('The requested source does not exist');
      await grant({ type: 'user', id: member.id }, [{ resourceType: 'source', resourceId: sourceId, privileges: ['access'] }], { source: true });
      const mine = await create(sqlView('By Vera'), member.token);
      await grant({ type: 'user', id: member.id }, [{ resourceType: 'view', resourceId: '*', privileges: null }]);
      // The creator keeps Manage on what they made.
      expect((await call('GET', `/${mine.id}`, undefined, member.token)).body.data).toMatchObject({ privileges: ['access', 'manage'], script: 'SELECT id, region, amount FROM sales' });
      expect((await call('POST', '', { isFolder: true, name: 'Vera folder' }, member.token)).status).toBe(403);
      await call('DELETE', `/${mine.id}`);
    });
  });

  describe('data permissions', () => {
    it('reads and replaces values per subject and column permissions', async () => {
      const view = await create(sqlView('Permissions', { variables: [{ name: 'area' }, { name: 'zone', type: 'permission' }] }));
      const [area, zone] = ['area', 'zone'].map((name) => (view.variables as VariableData[]).find((variable) => variable.name === name));
      const initial = (await call('GET', `/${view.id}/data-permissions`)).body.data as Data;
      expect(initial).toMatchObject({ fields: ['id', 'region', 'amount', 'double_amount'], columnPermissions: [] });

      const set = await call('PUT', `/${view.id}/data-permissions`, {
        variables: [{ id: zone?.id, values: [{ subject: { type: 'role', id: roleId }, values: ['z1'] }, { subject: { type: 'user', id: member.id }, useDefault: true }] }],
        columnPermissions: [{ subject: { type: 'user', id: member.id }, mode: 'none' }],
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const after = set.body.data as { variables: VariableData[]; columnPermissions: unknown[] };
      expect(after.variables.find((variable) => variable.id === zone?.id)?.values).toEqual([
        { subject: { type: 'role', id: roleId }, values: ['z1'], useDefault: false },
        { subject: { type: 'user', id: member.id }, values: [], useDefault: true },
      ]);
      expect(after.variables.find((variable) => variable.id === area?.id)?.values).toEqual([]);
      expect(after.columnPermissions).toEqual([{ subject: { type: 'user', id: member.id }, mode: 'none', columns: [] }]);
      // The view editor shows the same.
      expect((await call('GET', `/${view.id}`)).body.data).toMatchObject({ columnPermissions: after.columnPermissions });

      const unknownField = await call('PUT', `/${view.id}/data-permissions`, { columnPermissions: [{ subject: { type: 'role', id: roleId }, mode: 'partial', columns: ['secret'] }] });
      expect(unknownField.status).toBe(400);
      expect(unknownField.body.data).toMatchObject({ 'columnPermissions.0.columns.0': 'There is no such field in the model' });
      const unknownVariable = await call('PUT', `/${view.id}/data-permissions`, { variables: [{ id: 'nope', values: [] }] });
      expect(unknownVariable.status).toBe(404);
      const unknownSubject = await call('PUT', `/${view.id}/data-permissions`, { columnPermissions: [{ subject: { type: 'role', id: 'nope' }, mode: 'all' }] });
      expect(unknownSubject.body.message).toBe('The requested role does not exist');
    });

    it("refuses values that do not fit a variable's type, on the view and on the data-permission page", async () => {
      const badDefault = await call('POST', '', sqlView('Typed', { variables: [{ name: 'since', valueType: 'date', defaultValue: ['garbage'] }] }));
      expect(badDefault.status).toBe(400);
      expect(badDefault.body.data).toMatchObject({ 'variables.0.defaultValue.0': 'Default value must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)' });
      const view = await create(sqlView('Typed', { variables: [{ name: 'limit', valueType: 'numeric', type: 'permission', defaultValue: ['10'] }] }));
      const limit = (view.variables as VariableData[])[0];
      const bad = await call('PUT', `/${view.id}/data-permissions`, { variables: [{ id: limit?.id, values: [{ subject: { type: 'role', id: roleId }, values: ['5', '-1 OR 1=1'] }] }] });
      expect(bad.status).toBe(400);
      expect(bad.body.data).toMatchObject({ 'variables.0.values.0.values.1': 'Values must be a number' });
      const good = await call('PUT', `/${view.id}/data-permissions`, { variables: [{ id: limit?.id, values: [{ subject: { type: 'role', id: roleId }, values: ['5', '7.5'] }] }] });
      expect(good.status, JSON.stringify(good.body)).toBe(200);
      await call('DELETE', `/${view.id}`);
    });

    it('forgets the values and column permissions of a deleted role and of a member who leaves', async () => {
      const temp = ((await api('POST', '/roles', { name: 'Temporary' })).body.data as Data).id;
      const leaving = ((await api('POST', '/members', { username: 'leo', email: 'leo@example.com', password: 'secret1' })).body.data as Data).id;
      const view = await create(
        sqlView('Cleanup', {
          variables: [{ name: 'area', values: [{ subject: { type: 'role', id: temp }, values: ['a'] }, { subject: { type: 'user', id: leaving }, values: ['b'] }] }],
          columnPermissions: [
            { subject: { type: 'role', id: temp }, mode: 'all' },
            { subject: { type: 'user', id: leaving }, mode: 'none' },
          ],
        }),
      );
      const shared = (await api('POST', '/variables', { name: 'cleanup_public', values: [{ subject: { type: 'role', id: temp }, values: ['x'] }] })).body.data as Data;
      expect(await test.countRows('variable_values', 'subject_id', temp)).toBe(2);
      expect((await api('DELETE', `/roles/${temp}`)).status).toBe(200);
      expect(await test.countRows('variable_values', 'subject_id', temp)).toBe(0);
      expect(await test.countRows('view_column_permissions', 'subject_id', temp)).toBe(0);
      expect((await api('DELETE', `/members/${leaving}`)).status).toBe(200);
      expect(await test.countRows('variable_values', 'subject_id', leaving)).toBe(0);
      expect(await test.countRows('view_column_permissions', 'subject_id', leaving)).toBe(0);
      expect((await call('GET', `/${view.id}/data-permissions`)).body.data).toMatchObject({ columnPermissions: [] });
      await api('DELETE', `/variables/${shared.id}`);
    });
  });

  describe('sources in use', () => {
    it('refuses to delete a source while a view uses it', async () => {
      const source = ((await api('POST', '/sources', { isFolder: false, name: 'Used', type: 'postgres', config: warehouseConfig })).body.data as Data).id;
      const view = await create(sqlView('On used', { sourceId: source }));
      const refused = await api('DELETE', `/sources/${source}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errCode: 'SOURCE_IN_USE', message: 'The source is used by 1 view(s): delete or change them first' });
      await call('DELETE', `/${view.id}`);
      expect((await api('DELETE', `/sources/${source}`)).status).toBe(200);
    });

    it('moves a view to another source only with Access on it', async () => {
      const view = await create(sqlView('Moving source'));
      const other = ((await api('POST', '/sources', { isFolder: false, name: 'Other', type: 'mysql', config: { ...warehouseConfig, port: 3306 } })).body.data as Data).id;
      const moved = await call('PUT', `/${view.id}`, { name: 'Moving source', sourceId: other });
      expect(moved.body.data).toMatchObject({ sourceId: other });
      expect((await call('PUT', `/${view.id}`, { name: 'Moving source', sourceId: 'no-such-source' })).status).toBe(404);
    });
  });
});
