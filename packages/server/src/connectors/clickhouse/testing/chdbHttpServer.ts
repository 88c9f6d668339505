import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { splitStatements } from './statementSplit';

/**
 * A ClickHouse HTTP interface in front of chdb (ClickHouse 26 in-process, a devDependency), for tests: the
 * connector's real client talks to it as to a server, so its parameters, settings, formats, errors and
 * cancellation are exercised end to end against ClickHouse's own engine.
 *
 * What it answers, as the real server does:
 * - `GET|HEAD /ping` → `Ok.`; `POST|GET /?query=…` with the query in `query` and/or the body (joined);
 * - `param_<name>=<value>`: server-side query parameters (`{name:Type}`), the value in ClickHouse's escaped
 *   text form and parsed by the engine as a value of its declared type. chdb binds them itself too
 *   (`queryBindAsync(sql, params)`), but its Node binding runs every parameterised query of the process one
 *   after the other (a slow one would hold up the rest, KILL QUERY included), so they go through
 *   `SET param_<name> = '<the text the client sent>'` on the request's own session, which ClickHouse parses
 *   exactly as it parses the URL parameter;
 * - every other URL parameter is a setting (readonly, max_execution_time, max_result_rows,
 *   result_overflow_mode …), applied to this query only in one SET, as the server applies URL settings
 *   together; `database`, `default_format`, `query_id`, `user`/`password` (or X-ClickHouse-User/Key, or
 *   Basic auth);
 * - one statement per request (a second one fails with SYNTAX_ERROR, "Multi-statements are not allowed");
 * - errors as status 4xx/5xx with the exception text (`Code: N. DB::Exception: … (NAME) (version …)`) and
 *   `X-ClickHouse-Exception-Code`; gzip when `enable_http_compression=1` and the client accepts it;
 * - `KILL QUERY WHERE query_id = '…'` (or `= {p:String}`) stops the request with that query id: chdb has
 *   its own query ids, so the query's text carries a marker and the kill is ClickHouse's KILL QUERY on it;
 * - `cancel_http_readonly_queries_on_client_close=1`: a client that hangs up stops its query the same way.
 *
 * Differences: the result is produced whole, then sent (no rows before the end, so an error never comes
 * mid-body); the users are the test's (no grants of their own: every account is chdb's `default`, and
 * `SHOW GRANTS` answers chdb's), a user's profile is at most its readonly level. Each request has a chdb session of its own on one data
 * path, so tables persist and settings do not.
 */
export interface ChdbHttpServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  host: string;
  port: number;
  /** The version chdb reports (ClickHouse's). */
  version: string;
  /** Runs statements as the administrator, outside HTTP (fixtures: CREATE TABLE, INSERT …). */
  admin(sql: string): Promise<string>;
  /** How many queries are running (tests of cancellation wait for 0). */
  running(): number;
  close(): Promise<void>;
}

export interface ChdbHttpServerOptions {
  /**
   * user → password, or password and the readonly level of the user's profile (applied before the URL's
   * settings, which then cannot change it: as a users.xml profile); default `{ default: '' }`.
   */
  users?: Record<string, string | { password: string; readonly: 1 | 2 }>;
  port?: number;
}

interface ChdbResultLike {
  bytes(): Uint8Array;
  text(): string;
}
interface ChdbSession {
  queryAsync(sql: string, options?: { format?: string }): Promise<ChdbResultLike>;
  close(): void;
}
interface ChdbModule {
  Session: new (path?: string) => ChdbSession;
}

/** Only one data path per process (libchdb binds one): every server of a test file shares it. */
let shared: Promise<{ chdb: ChdbModule; path: string; keeper: ChdbSession; version: string }> | undefined;

function engine(): NonNullable<typeof shared> {
  shared ??= (async () => {
    const require = createRequire(import.meta.url);
    const chdb = require('chdb') as ChdbModule;
    const path = await mkdtemp(join(tmpdir(), 'redbi-chdb-'));
    const keeper = new chdb.Session(path);
    const version = (await keeper.queryAsync('SELECT version()', { format: 'TSV' })).text().trim();
    return { chdb, path, keeper, version };
  })();
  return shared;
}

/** URL parameters that are not settings. */
const NOT_SETTINGS = new Set([
  'query',
  'database',
  'default_format',
  'query_id',
  'user',
  'password',
  'quota_key',
  'session_id',
  'session_timeout',
  'session_check',
  'role',
  'compress',
  'decompress',
  'buffer_size',
  'wait_end_of_query',
]);

const CONTENT_TYPES: Record<string, string> = {
  JSON: 'application/json; charset=UTF-8',
  JSONEachRow: 'application/x-ndjson; charset=UTF-8',
  JSONCompactEachRow: 'application/x-ndjson; charset=UTF-8',
  JSONCompactEachRowWithNamesAndTypes: 'application/x-ndjson; charset=UTF-8',
};

/** ClickHouse's exceptionCodeToHTTPStatus, for the codes the tests meet. */
function httpStatusOf(code: number): number {
  if ([516, 192, 193, 194].includes(code)) return code === 194 ? 401 : 403; // AUTHENTICATION_FAILED, UNKNOWN_USER, WRONG_PASSWORD, REQUIRED_PASSWORD
  if ([164, 497].includes(code)) return 403; // READONLY, ACCESS_DENIED
  if ([62, 27, 53, 115, 456, 457, 36, 43].includes(code)) return 400; // SYNTAX_ERROR, CANNOT_PARSE…, UNKNOWN_SETTING, parameters, BAD_ARGUMENTS, ILLEGAL_TYPE
  if ([60, 81, 46, 47, 16, 50].includes(code)) return 404; // UNKNOWN_TABLE, UNKNOWN_DATABASE, UNKNOWN_FUNCTION, UNKNOWN_IDENTIFIER …
  return 500;
}

const quoted = (value: string): string => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
/** A setting's value as a SQL literal: numbers as they are, the rest quoted. */
const literal = (value: string): string => (/^-?\d+(\.\d+)?$/.test(value) ? value : quoted(value));

const KILL_BY_ID = /^\s*KILL\s+QUERY\s+WHERE\s+query_id\s*=\s*(?:'((?:[^'\\]|\\.)*)'|\{(\w+):String\})\s*(?:SYNC|ASYNC)?\s*(?:FORMAT\s+\w+\s*)?;?\s*$/i;
const markerOf = (queryId: string) => `/* chdb-http query_id=${queryId.replace(/[^\w-]/g, '_')} */`;

class HttpError extends Error {
  constructor(
    readonly code: number,
    readonly name_: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startChdbHttpServer(options: ChdbHttpServerOptions = {}): Promise<ChdbHttpServer> {
  const { chdb, path, version } = await engine();
  const users = options.users ?? { default: '' };
  const running = new Map<string, { marker: string; finished: boolean }>();
  const sockets = new Set<Socket>();

  const exceptionText = (message: string) => {
    const text = message.trim();
    return `${text}${/\(version [\d.]+\)/.test(text) ? '' : ` (version ${version})`}\n`;
  };

  const fail = (res: ServerResponse, code: number, message: string) => {
    if (res.headersSent) {
      res.end(`\n${exceptionText(message)}`);
      return;
    }
    res.writeHead(httpStatusOf(code), { 'Content-Type': 'text/plain; charset=UTF-8', 'X-ClickHouse-Exception-Code': String(code) });
    res.end(exceptionText(message));
  };

  const killQuery = async (queryId: string): Promise<void> => {
    const target = running.get(queryId);
    if (!target || target.finished) return;
    const session = new chdb.Session(path);
    try {
      // The marker holds word characters, '-', '=', '/', '*' and blanks only: '_' is the one LIKE wildcard in it.
      const pattern = target.marker.replaceAll('_', '!_');
      await session.queryAsync(`KILL QUERY WHERE query LIKE '%${pattern}%' ESCAPE '!' AND query NOT LIKE 'KILL QUERY%' ASYNC`, { format: 'TSV' });
    } catch {
      // The query ended meanwhile.
    } finally {
      session.close();
    }
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/ping' || (url.pathname === '/' && req.method === 'GET' && !url.searchParams.has('query'))) {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=UTF-8' });
      res.end('Ok.\n');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if ((req.headers['content-type'] ?? '').startsWith('multipart/')) throw new HttpError(48, 'NOT_IMPLEMENTED', 'Code: 48. DB::Exception: multipart parameters are not supported by the test server. (NOT_IMPLEMENTED)');

    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const [basicUser, basicPassword] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(/:(.*)/s) : [];
    const user = String(req.headers['x-clickhouse-user'] ?? basicUser ?? url.searchParams.get('user') ?? 'default');
    const password = String(req.headers['x-clickhouse-key'] ?? basicPassword ?? url.searchParams.get('password') ?? '');
    const account = users[user];
    const expected = typeof account === 'object' ? account.password : account;
    if (account === undefined || expected !== password) {
      throw new HttpError(516, 'AUTHENTICATION_FAILED', `Code: 516. DB::Exception: ${user}: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED)`);
    }

    const query = [url.searchParams.get('query'), body].filter((part) => part !== null && part !== '').join('\n');
    if (query.trim() === '') throw new HttpError(62, 'SYNTAX_ERROR', 'Code: 62. DB::Exception: Empty query. (SYNTAX_ERROR)');
    const statements = splitStatements(query);
    if (statements.length > 1) throw new HttpError(62, 'SYNTAX_ERROR', 'Code: 62. DB::Exception: Syntax error (Multi-statements are not allowed): failed at position ' + (statements[0]?.length ?? 0) + '. (SYNTAX_ERROR)');

    const queryId = url.searchParams.get('query_id') || randomUUID();
    const params: string[] = [];
    const settings: string[] = [];
    const settingValues = new Map<string, string>();
    for (const [key, value] of url.searchParams) {
      if (!/^\w+$/.test(key)) throw new HttpError(115, 'UNKNOWN_SETTING', `Code: 115. DB::Exception: Unknown setting '${key}'. (UNKNOWN_SETTING)`);
      // The literal holds the very text the client sent: the engine parses it as the server parses a URL parameter.
      if (key.startsWith('param_')) params.push(`${key} = ${quoted(value)}`);
      else if (!NOT_SETTINGS.has(key)) {
        settings.push(`${key} = ${literal(value)}`);
        settingValues.set(key, value);
      }
    }

    const kill = KILL_BY_ID.exec(query);
    if (kill) {
      const target = kill[1] ?? url.searchParams.get(`param_${kill[2]}`) ?? '';
      await killQuery(target.replace(/\\(.)/g, '$1'));
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=UTF-8', 'X-ClickHouse-Query-Id': queryId });
      res.end('');
      return;
    }

    const defaultFormat = url.searchParams.get('default_format') ?? 'TabSeparated';
    const format = /\bFORMAT\s+(\w+)\s*;?\s*$/i.exec(query)?.[1] ?? defaultFormat;
    const marker = markerOf(queryId);
    const entry = { marker, finished: false };
    running.set(queryId, entry);
    const cancelOnClose = settingValues.get('cancel_http_readonly_queries_on_client_close') === '1';
    const onClose = () => {
      if (!entry.finished && cancelOnClose) void killQuery(queryId);
    };
    res.on('close', onClose);
    const session = new chdb.Session(path);
    let result: ChdbResultLike;
    try {
      if (params.length > 0) await session.queryAsync(`SET ${params.join(', ')}`, { format: 'TSV' });
      if (typeof account === 'object') await session.queryAsync(`SET readonly = ${account.readonly}`, { format: 'TSV' });
      const database = url.searchParams.get('database');
      if (database) await session.queryAsync(`USE \`${database.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``, { format: 'TSV' });
      if (settings.length > 0) await session.queryAsync(`SET ${settings.join(', ')}`, { format: 'TSV' });
      result = await session.queryAsync(`${query}\n${marker}`, { format: defaultFormat });
    } finally {
      entry.finished = true;
      running.delete(queryId);
      session.close();
    }
    const bytes = Buffer.from(result.bytes());
    const gzip = settingValues.get('enable_http_compression') === '1' && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[format] ?? 'text/plain; charset=UTF-8',
      'X-ClickHouse-Query-Id': queryId,
      'X-ClickHouse-Format': format,
      'X-ClickHouse-Timezone': 'UTC',
      'X-ClickHouse-Server-Display-Name': 'chdb',
      'X-ClickHouse-Summary': JSON.stringify({ read_rows: '0', read_bytes: '0', written_rows: '0', written_bytes: '0', total_rows_to_read: '0', result_rows: '0', result_bytes: String(bytes.length), elapsed_ns: '0' }),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipSync(bytes) : bytes);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return fail(res, error.code, error.message);
      // The marker of the query id is ours: the server's message shows the query as the client sent it.
      const message = (error instanceof Error ? error.message : String(error)).replace(/\n\/\* chdb-http query_id=[\w-]+ \*\//g, '');
      const code = Number(/Code: (\d+)\./.exec(message)?.[1] ?? (error as { clickhouseCode?: unknown }).clickhouseCode ?? 1001);
      fail(res, code, /^Code: \d+\./.test(message) ? message : `Code: ${code}. DB::Exception: ${message}`);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    version,
    admin: async (sql) => {
      const session = new chdb.Session(path);
      try {
        return (await session.queryAsync(sql, { format: 'TSV' })).text();
      } finally {
        session.close();
      }
    },
    running: () => running.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Removes the data path of this process's chdb (at the end of a test file; the engine stays loaded). */
export async function removeChdbData(): Promise<void> {
  if (!shared) return;
  const { chdb, path, keeper } = await shared;
  keeper.close();
  shared = undefined;
  await (chdb as ChdbModule & { drainPending?: () => Promise<void> }).drainPending?.();
  await rm(path, { recursive: true, force: true });
}
