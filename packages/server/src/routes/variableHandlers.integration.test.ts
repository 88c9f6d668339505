import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

type Data = Record<string, unknown> & { id: string };

describe.each(backends)('public variables on %s', (backend) => {
  let test: TestApp;
  let owner: string;
  let member: string;
  let orgId: string;
  let roleId: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = owner) =>
    test.call(method, `/orgs/${orgId}${path}`, { token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    test = await startTestApp(backend);
    owner = await setupAndLogin(test);
    orgId = ((await test.call('GET', '/orgs', { token: owner })).body.data as Data[])[0]?.id ?? '';
    roleId = ((await call('POST', '/roles', { name: 'Regions' })).body.data as Data).id;
    await call('POST', '/members', { username: 'pia', email: 'pia@example.com', password: 'secret1', roleIds: [roleId] });
    member = (await test.call('POST', '/users/login', { body: { username: 'pia', password: 'secret1' } })).token ?? '';
  });
  afterAll(async () => {
    await test?.close();
  });

  it('lets the owner create, change and delete them, with values per subject', async () => {
    const created = await call('POST', '/variables', {
      name: 'region',
      label: 'Region',
      type: 'permission',
      values: [{ subject: { type: 'role', id: roleId }, values: ['north', 'east'] }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const variable = created.body.data as Data;
    expect(variable).toMatchObject({
      viewId: null,
      name: 'region',
      label: 'Region',
      type: 'permission',
      valueType: 'string',
      permission: 'editable',
      defaultValue: [],
      expression: false,
      values: [{ subject: { type: 'role', id: roleId }, values: ['north', 'east'], useDefault: false }],
    });

    const updated = await call('PUT', `/variables/${variable.id}`, { name: 'area', type: 'permission', values: [{ subject: { type: 'role', id: roleId }, useDefault: true, permission: 'readonly' }] });
    expect(updated.body.data).toMatchObject({ id: variable.id, name: 'area', label: '', values: [{ subject: { type: 'role', id: roleId }, values: [], useDefault: true, permission: 'readonly' }] });
    expect(((await call('GET', '/variables')).body.data as Data[]).map((entry) => entry.name)).toEqual(['area']);

    expect((await call('DELETE', `/variables/${variable.id}`)).status).toBe(200);
    expect((await call('GET', '/variables')).body.data).toEqual([]);
    expect(await test.countRows('variable_values', 'variable_id', variable.id)).toBe(0);
    expect((await call('PUT', `/variables/${variable.id}`, { name: 'gone' })).status).toBe(404);
  });

  it('keeps names unique without regard to case, and refuses the names of system variables', async () => {
    const first = (await call('POST', '/variables', { name: 'country' })).body.data as Data;
    const again = await call('POST', '/variables', { name: 'Country' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errCode: 'VARIABLE_NAME_TAKEN', message: 'Variable names and model names must be unique' });
    const other = (await call('POST', '/variables', { name: 'city' })).body.data as Data;
    expect((await call('PUT', `/variables/${other.id}`, { name: 'COUNTRY' })).status).toBe(409);
    expect((await call('PUT', `/variables/${first.id}`, { name: 'Country' })).status).toBe(200);
    const system = await call('POST', '/variables', { name: 'redbi_user_id' });
    expect(system.status).toBe(400);
    expect(system.body.message).toBe('Variable names and model names must be unique');
    const badName = await call('POST', '/variables', { name: '1st' });
    expect(badName.status).toBe(400);
    await call('DELETE', `/variables/${first.id}`);
    await call('DELETE', `/variables/${other.id}`);
  });

  it('shows members the variables without their values, and lets only owners change them', async () => {
    const variable = (await call('POST', '/variables', { name: 'tenant', values: [{ subject: { type: 'role', id: roleId }, values: ['t1'] }] })).body.data as Data;
    const seen = await call('GET', '/variables', undefined, member);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual([{ ...variable, values: [] }]);
    expect((await call('GET', '/variables')).body.data).toEqual([variable]);
    expect((await call('POST', '/variables', { name: 'mine' }, member)).status).toBe(403);
    expect((await call('PUT', `/variables/${variable.id}`, { name: 'mine' }, member)).status).toBe(403);
    expect((await call('DELETE', `/variables/${variable.id}`, undefined, member)).status).toBe(403);
    await call('DELETE', `/variables/${variable.id}`);
  });

  it('sets values only for roles and members of the organisation', async () => {
    const stranger = await call('POST', '/variables', { name: 'x', values: [{ subject: { type: 'user', id: 'someone-else' }, values: ['1'] }] });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('The requested member does not exist');
  });

  it('is not a view variable: a view variable cannot be changed here', async () => {
    const source = ((await call('POST', '/sources', { isFolder: false, name: 'Files', type: 'file' })).body.data as Data).id;
    const view = (await call('POST', '/views', { isFolder: false, name: 'V', sourceId: source, script: 'SELECT 1 AS one', variables: [{ name: 'own' }] })).body.data as Data & {
      variables: Data[];
    };
    const own = view.variables[0]?.id ?? '';
    expect((await call('PUT', `/variables/${own}`, { name: 'own' })).status).toBe(404);
    expect((await call('DELETE', `/variables/${own}`)).status).toBe(404);
    expect((await call('GET', '/variables')).body.data).toEqual([]);
  });
});
