import { createServer, type Server } from 'node:http';
import { lookup } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../webhookAddress';
import { createRobotHttp } from './robotHttp';
import { RobotFailure } from './robotTypes';

/** This machine's own name, when it resolves to a loopback or private address. */
const privateName = await lookup(hostname()).then(
  (found) => (isPublicAddress(found.address) ? undefined : hostname()),
  () => undefined,
);

describe('robot webhook requests', () => {
  let server: Server;
  let origin: string;
  let calls = 0;
  const http = (timeoutMs = 2_000) => createRobotHttp({ allowedHosts: ['127.0.0.1'], timeoutMs });
  const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as RobotFailure);

  beforeAll(async () => {
    server = createServer((request, response) => {
      calls += 1;
      const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
      if (request.url?.startsWith('/slow')) return void setTimeout(() => response.end('{}'), 1_000);
      request.resume();
      request.on('end', () => response.writeHead(status, { 'content-type': 'application/json' }).end(request.url?.startsWith('/text') ? 'not json' : JSON.stringify({ errcode: 0, method: request.method })));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts JSON to an allowed host and answers its JSON', async () => {
    expect(await http().postJson(new URL(`${origin}/send`), { a: 1 })).toEqual({ status: 200, json: { errcode: 0, method: 'POST' } });
  });

  it('calls a refusal (4xx) final, and a 5xx, 429, an unreadable answer or a timeout worth a retry', async () => {
    expect(await failureOf(http().postJson(new URL(`${origin}/send?status=403`), {}))).toMatchObject({ messageKey: 'errors.robotHttp', params: { status: 403 }, permanent: true });
    expect(await failureOf(http().postJson(new URL(`${origin}/send?status=502`), {}))).toMatchObject({ messageKey: 'errors.robotHttp', permanent: false });
    expect(await failureOf(http().postJson(new URL(`${origin}/send?status=429`), {}))).toMatchObject({ permanent: false });
    expect(await failureOf(http().postJson(new URL(`${origin}/text`), {}))).toMatchObject({ messageKey: 'errors.robotAnswer', permanent: false });
    expect(await failureOf(http(200).postJson(new URL(`${origin}/slow`), {}))).toMatchObject({ messageKey: 'errors.robotTimeout', permanent: false });
  });

  it('refuses, before connecting, http to a host the operator does not allow', async () => {
    const before = calls;
    const failure = await failureOf(createRobotHttp({ allowedHosts: [], timeoutMs: 2_000 }).postJson(new URL(`${origin}/send`), {}));
    expect(failure).toMatchObject({ messageKey: 'validation.webhookHttps', permanent: true });
    expect(calls).toBe(before);
  });

  it.skipIf(privateName === undefined)('refuses a name that resolves to a private address, in the lookup of the connection itself', async () => {
    const failure = await failureOf(createRobotHttp({ allowedHosts: [], timeoutMs: 2_000 }).postJson(new URL(`https://${privateName}:1/send`), {}));
    expect(failure).toBeInstanceOf(RobotFailure);
    expect(failure).toMatchObject({ messageKey: 'errors.robotPrivateAddress', params: { host: privateName }, permanent: true });
  });
});
