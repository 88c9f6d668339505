// The API calls the query runner's integration tests make, on a test app (testing/testApp.ts).
import type { QuerySpecInput } from '@redbi/shared/query';
import type { SourceType } from '@redbi/shared/sources';
import { connectors } from '../../connectors';
import type { Connector } from '../../connectors/connector';
import type { CallResult, TestApp } from '../../testing/testApp';
import { countingConnection, StatementLog } from './countingConnection';

type Data = Record<string, unknown> & { id: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The real connectors, each pool wrapped to record (and hold, when asked) the statements that reach the databases. */
export function recordingConnectors(): { connectors: Record<SourceType, Connector>; log: StatementLog } {
  const log = new StatementLog();
  const wrapped = Object.fromEntries(
    Object.entries(connectors).map(([type, connector]): [string, Connector] => [type, { ...connector, connect: (config) => countingConnection(connector.connect(config), log) }]),
  ) as Record<SourceType, Connector>;
  return { connectors: wrapped, log };
}

export interface QueryApi {
  orgId: string;
  /** The owner's token. */
  token: string;
  call(method: Method, path: string, body?: unknown, token?: string): Promise<CallResult>;
  /** An organisation path (`/sources` → `/orgs/<id>/sources`) as the owner, failing unless it answers 200. */
  owner(method: Method, path: string, body?: unknown): Promise<Data>;
  createSource(name: string, type: SourceType, config: Record<string, unknown>): Promise<Data>;
  createView(body: Record<string, unknown>): Promise<Data>;
  execute(spec: QuerySpecInput, token?: string): Promise<CallResult>;
  /** A member with roles and a password of 'secret1', logged in: their id and token. */
  member(username: string, roleIds?: string[]): Promise<{ id: string; token: string }>;
  role(name: string): Promise<Data>;
  /** Module switches and grants for a role or a user (owner). */
  grant(subject: { type: 'role' | 'user'; id: string }, changes: Record<string, unknown>): Promise<void>;
}

export async function queryApi(test: TestApp, ownerToken: string): Promise<QueryApi> {
  const call = (method: Method, path: string, body?: unknown, token = ownerToken) => test.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const orgId = ((await call('GET', '/orgs')).body.data as Data[])[0]?.id ?? '';
  const owner = async (method: Method, path: string, body?: unknown) => {
    const answer = await call(method, `/orgs/${orgId}${path}`, body);
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as Data;
  };
  return {
    orgId,
    token: ownerToken,
    call,
    owner,
    createSource: (name, type, config) => owner('POST', '/sources', { isFolder: false, name, type, config }),
    createView: (body) => owner('POST', '/views', { isFolder: false, parentId: null, type: 'SQL', ...body }),
    execute: (spec, token) => call('POST', '/data-provider/execute', spec, token),
    async member(username, roleIds = []) {
      const created = await owner('POST', '/members', { username, email: `${username}@example.com`, password: 'secret1', name: username.toUpperCase(), roleIds });
      const login = await test.call('POST', '/users/login', { body: { username, password: 'secret1' } });
      if (!login.token) throw new Error(`login of ${username} failed`);
      return { id: created.id, token: login.token };
    },
    role: (name) => owner('POST', '/roles', { name }),
    async grant(subject, changes) {
      await owner('POST', '/permissions/grant', { subject, ...changes });
    },
  };
}
