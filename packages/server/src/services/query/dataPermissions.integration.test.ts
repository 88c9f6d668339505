import type { QuerySpecInput } from '@redbi/shared/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';
import { postgresWith, type FixtureDatabase } from './queryFixtures';
import { queryApi, recordingConnectors, type QueryApi } from './queryTestApi';

type Frame = { columns: { name: string; type: string }[]; rows: unknown[][]; pageInfo: { total?: number }; script?: string };
type Member = { id: string; token: string };

const WAREHOUSE = `
CREATE TABLE orders (id integer PRIMARY KEY, region text NOT NULL, customer text NOT NULL, amount numeric(10,2) NOT NULL, margin numeric(10,2) NOT NULL);
INSERT INTO orders VALUES (1, 'north', 'Ann', 100, 30), (2, 'north', 'Bob', 200, 50), (3, 'south', 'Cid', 300, 90), (4, 'east', 'Dee', 400, 120);`;

const MODEL = {
  columns: [
    { name: 'id', type: 'numeric' },
    { name: 'region', type: 'string' },
    { name: 'customer', type: 'string' },
    { name: 'amount', type: 'numeric' },
    { name: 'margin', type: 'numeric' },
  ],
};

const SQL = 'SELECT id, region, customer, amount, margin\nFROM orders\nWHERE region = $sales_region$';

describe('row and column permissions through the HTTP API', () => {
  let test: TestApp;
  let api: QueryApi;
  let warehouse: FixtureDatabase;
  let viewId: string;
  let variableId: string;
  let north: { id: string };
  let partial: { id: string };
  let hidden: { id: string };
  let nina: Member; // role North, and a value of her own
  let noah: Member; // role North only
  let omar: Member; // no value at all
  let pat: Member; // role Partial (columns), Manage on the view
  let nora: Member; // role None (columns)
  const recorder = recordingConnectors();

  const frame = (answer: { status: number; body: { data?: unknown } }): Frame => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Frame;
  };
  const rowsOf = (changes: Partial<QuerySpecInput> = {}, token?: string) =>
    api.execute({ viewId, columns: [{ column: 'id' }, { column: 'region' }], orders: [{ column: 'id' }], pageInfo: { countTotal: true }, ...changes }, token);
  const ids = async (token?: string) => frame(await rowsOf({}, token)).rows.map(([id]) => id);
  const mayQuery = (member: Member, privileges: string[] = ['access']) =>
    api.grant({ type: 'user', id: member.id }, { modules: { view: true }, grants: [{ resourceType: 'view', resourceId: viewId, privileges }] });
  const setRegionValues = (values: { subject: { type: 'user' | 'role'; id: string }; values: string[] }[], columnPermissions: unknown[]) =>
    api.owner('PUT', `/views/${viewId}/data-permissions`, { variables: [{ id: variableId, values }], columnPermissions });

  beforeAll(async () => {
    warehouse = await postgresWith(WAREHOUSE);
    test = await startTestApp('sqlite', {}, { connectors: recorder.connectors });
    api = await queryApi(test, await setupAndLogin(test));
    [north, partial, hidden] = await Promise.all([api.role('North'), api.role('Partial'), api.role('None')]);
    nina = await api.member('nina', [north.id]);
    noah = await api.member('noah', [north.id]);
    omar = await api.member('omar');
    pat = await api.member('pat', [partial.id]);
    nora = await api.member('nora', [hidden.id]);
    const source = await api.createSource('Orders', 'postgres', warehouse.config);
    const view = await api.createView({
      name: 'Orders',
      sourceId: source.id,
      script: SQL,
      model: MODEL,
      variables: [
        {
          name: 'sales_region',
          type: 'permission',
          valueType: 'string',
          values: [
            { subject: { type: 'role', id: north.id }, values: ['north'] },
            { subject: { type: 'user', id: nina.id }, values: ['south'] },
            { subject: { type: 'user', id: pat.id }, values: ['north', 'south', 'east'] },
            { subject: { type: 'user', id: nora.id }, values: ['north', 'south', 'east'] },
          ],
        },
      ],
      columnPermissions: [
        { subject: { type: 'role', id: partial.id }, mode: 'partial', columns: ['id', 'region', 'amount'] },
        { subject: { type: 'role', id: hidden.id }, mode: 'none' },
      ],
    });
    viewId = view.id;
    variableId = ((view.variables as { id: string }[])[0] as { id: string }).id;
    for (const member of [nina, noah, omar, nora]) await mayQuery(member);
    await mayQuery(pat, ['manage']);
  });
  afterAll(async () => {
    await test?.close();
    await warehouse?.drop();
  });

  describe('rows (permission variables)', () => {
    it('a member sees the rows of their values: their own row and their roles together', async () => {
      expect(await ids(noah.token)).toEqual([1, 2]);
      expect(await ids(nina.token)).toEqual([1, 2, 3]);
      const ran = recorder.log.statements.at(-2);
      expect(ran?.params).toEqual(expect.arrayContaining(['north', 'south']));
    });

    it('a member without a value sees no row at all, never every row', async () => {
      const answer = frame(await rowsOf({}, omar.token));
      expect(answer.rows).toEqual([]);
      expect(answer.pageInfo.total).toBe(0);
      expect(recorder.log.statements.at(-1)?.sql).toMatch(/1\s*=\s*0/);
    });

    it('the owner without a value of their own sees every row; a value given to the owner applies', async () => {
      expect(await ids()).toEqual([1, 2, 3, 4]);
      const ownerId = ((await api.owner('GET', '/members')) as unknown as { id: string; username: string }[]).find((user) => user.username === 'admin')?.id ?? '';
      await setRegionValues(
        [
          { subject: { type: 'role', id: north.id }, values: ['north'] },
          { subject: { type: 'user', id: nina.id }, values: ['south'] },
          { subject: { type: 'user', id: pat.id }, values: ['north', 'south', 'east'] },
          { subject: { type: 'user', id: nora.id }, values: ['north', 'south', 'east'] },
          { subject: { type: 'user', id: ownerId }, values: ['east'] },
        ],
        [
          { subject: { type: 'role', id: partial.id }, mode: 'partial', columns: ['id', 'region', 'amount'] },
          { subject: { type: 'role', id: hidden.id }, mode: 'none' },
        ],
      );
      expect(await ids()).toEqual([4]);
      expect(await ids(noah.token)).toEqual([1, 2]);
    });

    it('can never be set by a request, by a member or by the owner', async () => {
      for (const token of [omar.token, pat.token, undefined]) {
        const answer = await rowsOf({ params: { sales_region: ['north', 'south', 'east'] } }, token);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ errCode: 'QUERY_INVALID', message: 'The variable "sales_region" cannot be changed' });
      }
    });
  });

  describe('columns', () => {
    const everyColumn = (token?: string) =>
      api.execute(
        {
          viewId,
          columns: [{ column: 'id' }, { column: 'margin' }, { column: 'amount' }],
          orders: [{ column: 'id' }],
          script: true,
        },
        token,
      );

    it("a partial role's query never reads the hidden column: it comes back NULL", async () => {
      const answer = frame(await everyColumn(pat.token));
      expect(answer.rows).toEqual([
        [1, null, 100],
        [2, null, 200],
        [3, null, 300],
        [4, null, 400],
      ]);
      const ran = recorder.log.statements.at(-1)?.sql ?? '';
      // The outer query never reads the hidden column of the view: it selects a typed NULL under its name.
      expect(ran).not.toMatch(/"V"\."margin"/);
      expect(ran).toMatch(/CAST\(NULL AS [A-Z]+\) AS "margin"/);
      expect(answer.script).toBe(ran);
      const summed = frame(await api.execute({ viewId, aggregators: [{ column: 'margin', sqlOperator: 'SUM', alias: 'm' }, { column: 'amount', sqlOperator: 'SUM', alias: 'a' }] }, pat.token));
      expect(summed.rows).toEqual([[null, 1000]]);
      expect(recorder.log.statements.at(-1)?.sql).not.toMatch(/"V"\."margin"/);
    });

    it("a 'none' role sees every column as NULL; the owner and members without a column permission see them all", async () => {
      expect(frame(await everyColumn(nora.token)).rows).toEqual([
        [null, null, null],
        [null, null, null],
        [null, null, null],
        [null, null, null],
      ]);
      expect(frame(await everyColumn(noah.token)).rows).toEqual([
        [1, 30, 100],
        [2, 50, 200],
      ]);
      expect(frame(await everyColumn()).rows).toEqual([[4, 120, 400]]);
    });

    it('filtering on a hidden column filters NULLs, so it reveals nothing', async () => {
      const probing = frame(await rowsOf({ filters: [{ column: 'margin', sqlOperator: 'GT', values: [{ value: 60, valueType: 'NUMERIC' }] }] }, pat.token));
      expect(probing.rows).toEqual([]);
    });
  });
});
