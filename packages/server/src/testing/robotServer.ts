import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server answering as the robots' webhook APIs do (shared/reference/robots.md), for tests:
 * WeCom (`/cgi-bin/webhook/send?key=K`, `upload_media` with the multipart field `media`), DingTalk
 * (`/robot/send?access_token=T`, signed `&timestamp=T&sign=S`) and Feishu (`/open-apis/bot/v2/hook/T`,
 * signed `timestamp` and `sign` in the body). It checks the path, the key or token, the signature with its
 * timestamp (within an hour of `now()`), and the body's format, answering `errcode`/`code` as they do. The
 * signatures are computed here on their own, from the documentation, not with the code under test.
 */
export type RobotCallKind = 'wecom' | 'wecom-upload' | 'dingtalk' | 'feishu';

export interface RobotCall {
  kind: RobotCallKind;
  /** The key or token the call named. */
  token: string;
  query: URLSearchParams;
  /** The JSON body (not for an upload). */
  body: Record<string, unknown>;
  /** An upload's file. */
  media?: { filename: string; content: Buffer };
}

export interface RobotServer {
  /** http://127.0.0.1:port */
  origin: string;
  host: string;
  /** The calls answered with errcode/code 0, in order. */
  accepted: RobotCall[];
  /** Every call, answered however. */
  received: RobotCall[];
  /** The next call matching `match` (after its checks pass) gets `answer` instead of success. */
  answerOnce(match: (call: RobotCall) => boolean, answer: Record<string, unknown>, status?: number): void;
  close(): Promise<void>;
}

export interface RobotServerOptions {
  /** The robots that exist: their key or token, and their secret when signed. */
  robots: { kind: 'wecom' | 'dingtalk' | 'feishu'; token: string; secret?: string }[];
  /** The platform's clock (a signature's timestamp must be within an hour of it). */
  now: () => Date;
}

const ok = (kind: RobotCallKind) => (kind === 'feishu' ? { code: 0, msg: 'success', data: {} } : { errcode: 0, errmsg: 'ok' });

function parseMultipart(body: Buffer, contentType: string): { field: string; filename: string; content: Buffer } | undefined {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (!boundary) return undefined;
  const start = body.indexOf(`--${boundary}\r\n`);
  const headersEnd = body.indexOf('\r\n\r\n', start);
  const end = body.indexOf(`\r\n--${boundary}--`, headersEnd);
  if (start < 0 || headersEnd < 0 || end < 0) return undefined;
  const headers = body.subarray(start, headersEnd).toString('utf8');
  const field = /name="([^"]*)"/.exec(headers)?.[1];
  const filename = /filename="([^"]*)"/.exec(headers)?.[1];
  if (!field || !filename) return undefined;
  return { field, filename, content: body.subarray(headersEnd + 4, end) };
}

export async function startRobotServer(options: RobotServerOptions): Promise<RobotServer> {
  const accepted: RobotCall[] = [];
  const received: RobotCall[] = [];
  const overrides: { match: (call: RobotCall) => boolean; answer: Record<string, unknown>; status: number }[] = [];
  const media = new Set<string>();
  const robotOf = (kind: 'wecom' | 'dingtalk' | 'feishu', token: string | null) => options.robots.find((robot) => robot.kind === kind && robot.token === token);
  const withinHour = (ms: number) => Math.abs(options.now().getTime() - ms) <= 3_600_000;

  /** The refusal of a call the platform would refuse, as it answers it; undefined when it is good. */
  function refusalOf(call: RobotCall, contentType: string): Record<string, unknown> | undefined {
    if (call.kind === 'wecom-upload') {
      if (!robotOf('wecom', call.token)) return { errcode: 93000, errmsg: 'invalid webhook url' };
      if (call.query.get('type') !== 'file' || !call.media) return { errcode: 40058, errmsg: 'media field missing' };
      return undefined;
    }
    if (!contentType.startsWith('application/json')) return call.kind === 'feishu' ? { code: 9499, msg: 'Bad Request' } : { errcode: 40035, errmsg: 'content type must be json' };
    const body = call.body;
    if (call.kind === 'wecom') {
      if (!robotOf('wecom', call.token)) return { errcode: 93000, errmsg: 'invalid webhook url' };
      const message = body[String(body.msgtype)] as Record<string, unknown> | undefined;
      if (body.msgtype === 'markdown') return typeof message?.content === 'string' && Buffer.byteLength(message.content) <= 4096 ? undefined : { errcode: 40058, errmsg: 'markdown.content exceed max length 4096' };
      if (body.msgtype === 'image') {
        const bytes = Buffer.from(String(message?.base64), 'base64');
        if (createHash('md5').update(bytes).digest('hex') !== message?.md5) return { errcode: 301019, errmsg: 'media md5 not match' };
        return bytes.length <= 2 * 1024 * 1024 ? undefined : { errcode: 40009, errmsg: 'invalid image size' };
      }
      if (body.msgtype === 'file') return media.has(String(message?.media_id)) ? undefined : { errcode: 40007, errmsg: 'invalid media_id' };
      return { errcode: 40008, errmsg: 'invalid message type' };
    }
    if (call.kind === 'dingtalk') {
      const robot = robotOf('dingtalk', call.token);
      if (!robot) return { errcode: 300001, errmsg: 'token is not exist' };
      if (robot.secret) {
        const timestamp = Number(call.query.get('timestamp'));
        const expected = createHmac('sha256', robot.secret).update(`${timestamp}\n${robot.secret}`).digest('base64');
        if (!withinHour(timestamp) || call.query.get('sign') !== expected) return { errcode: 310000, errmsg: 'sign not match' };
      }
      const card = body.actionCard as Record<string, unknown> | undefined;
      if (body.msgtype !== 'actionCard' || typeof card?.title !== 'string' || typeof card.text !== 'string') return { errcode: 40035, errmsg: 'invalid actionCard' };
      return typeof card.singleURL === 'string' || Array.isArray(card.btns) ? undefined : { errcode: 40035, errmsg: 'actionCard needs singleURL or btns' };
    }
    const robot = robotOf('feishu', call.token);
    if (!robot) return { code: 19001, msg: 'param invalid: incoming webhook access token invalid' };
    if (robot.secret) {
      const timestamp = body.timestamp;
      const expected = typeof timestamp === 'string' ? createHmac('sha256', `${timestamp}\n${robot.secret}`).update('').digest('base64') : undefined;
      if (typeof timestamp !== 'string' || !withinHour(Number(timestamp) * 1000) || body.sign !== expected) return { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' };
    }
    const card = body.card as { header?: { title?: { content?: unknown } }; elements?: unknown[] } | undefined;
    if (body.msg_type !== 'interactive' || typeof card?.header?.title?.content !== 'string' || !Array.isArray(card.elements)) return { code: 9499, msg: 'Bad Request' };
    return undefined;
  }

  function callOf(request: IncomingMessage, raw: Buffer): RobotCall | undefined {
    const url = new URL(request.url ?? '/', 'http://robots');
    const contentType = String(request.headers['content-type'] ?? '');
    const json = () => {
      try {
        return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        return {};
      }
    };
    if (url.pathname === '/cgi-bin/webhook/send') return { kind: 'wecom', token: url.searchParams.get('key') ?? '', query: url.searchParams, body: json() };
    if (url.pathname === '/cgi-bin/webhook/upload_media') {
      const part = parseMultipart(raw, contentType);
      const file = part?.field === 'media' ? { filename: part.filename, content: part.content } : undefined;
      return { kind: 'wecom-upload', token: url.searchParams.get('key') ?? '', query: url.searchParams, body: {}, ...(file ? { media: file } : {}) };
    }
    if (url.pathname === '/robot/send') return { kind: 'dingtalk', token: url.searchParams.get('access_token') ?? '', query: url.searchParams, body: json() };
    const feishu = /^\/open-apis\/bot\/v2\/hook\/([\w-]+)$/.exec(url.pathname);
    if (feishu) return { kind: 'feishu', token: feishu[1] ?? '', query: url.searchParams, body: json() };
    return undefined;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, json: Record<string, unknown>) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const call = request.method === 'POST' ? callOf(request, Buffer.concat(chunks)) : undefined;
      if (!call) return answer(404, { errcode: 404, errmsg: 'not found' });
      received.push(call);
      const refusal = refusalOf(call, String(request.headers['content-type'] ?? ''));
      if (refusal) return answer(200, refusal);
      const override = overrides.findIndex((candidate) => candidate.match(call));
      if (override >= 0) {
        const [{ answer: forced, status } = { answer: {}, status: 200 }] = overrides.splice(override, 1);
        return answer(status, forced);
      }
      accepted.push(call);
      if (call.kind === 'wecom-upload') {
        const id = `media-${media.size + 1}`;
        media.add(id);
        return answer(200, { errcode: 0, errmsg: 'ok', type: 'file', media_id: id, created_at: String(Math.floor(Date.now() / 1000)) });
      }
      return answer(200, ok(call.kind));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    accepted,
    received,
    answerOnce: (match, answer, status = 200) => overrides.push({ match, answer, status }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
