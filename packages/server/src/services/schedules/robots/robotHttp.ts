import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { randomBytes } from 'node:crypto';
import { isAllowedWebhookHost, isPublicAddress, webhookAddressProblem } from '../webhookAddress';
import { RobotFailure } from './robotTypes';

/** The most of an answer read: robots answer a few bytes of JSON. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface RobotHttpOptions {
  /** SCHEDULE_WEBHOOK_HTTP_HOSTS: reached over http, and at whatever address they resolve to. */
  allowedHosts: readonly string[];
  timeoutMs: number;
}

/** An answer with a JSON body (a robot's `errcode`/`code` is read by the robot). */
export interface RobotAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** The address a name resolved to is not public: thrown by the lookup, so nothing is connected to. */
class PrivateAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, a local or private network address`);
  }
}

/**
 * The DNS lookup of a webhook's connection: every address the name resolves to must be public, and the
 * socket connects to the addresses checked here — there is no second lookup an attacker's DNS could answer
 * differently (no DNS-rebinding gap).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((address) => !isPublicAddress(address.address));
    if (refused) return callback(new PrivateAddressError(hostname, refused.address), '', 0);
    const [first] = addresses;
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

/** 4xx but a timeout or "too many requests": trying again later cannot succeed. */
const isPermanentStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Posts to robot webhooks (issue 22): the address checked again at send time (https, or a host the
 * operator allows; a name resolving to a non-public address is refused while connecting, and the checked
 * address is the one connected to), a deadline on the whole request, and the answer read as JSON. Failures
 * are RobotFailures saying whether a retry can help.
 */
export function createRobotHttp(options: RobotHttpOptions) {
  function send(url: URL, body: Buffer, contentType: string): Promise<RobotAnswer> {
    const problem = webhookAddressProblem(url.href, options.allowedHosts);
    if (problem) return Promise.reject(new RobotFailure(`${problem}`, { host: url.host }, true));
    const allowed = isAllowedWebhookHost(url, options.allowedHosts);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<RobotAnswer>((resolve, reject) => {
      const request = client.request(url, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': contentType, 'content-length': body.length, accept: 'application/json' },
        ...(allowed ? {} : { lookup: publicOnlyLookup }),
      });
      const deadline = setTimeout(() => request.destroy(new RobotFailure('errors.robotTimeout', { seconds: Math.round(options.timeoutMs / 1000) }, false)), options.timeoutMs);
      request.on('error', (error) => {
        clearTimeout(deadline);
        if (error instanceof RobotFailure) reject(error);
        else if (error instanceof PrivateAddressError) reject(new RobotFailure('errors.robotPrivateAddress', { host: error.host, address: error.address }, true));
        else reject(new RobotFailure('errors.robotUnreachable', { host: url.host, message: error.message }, false));
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        response.on('error', (error) => request.destroy(error));
        response.on('end', () => {
          clearTimeout(deadline);
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          if (status >= 400) return reject(new RobotFailure('errors.robotHttp', { status, message: text.slice(0, 300) }, isPermanentStatus(status)));
          try {
            const json: unknown = JSON.parse(text);
            if (typeof json !== 'object' || json === null) throw new Error('not an object');
            resolve({ status, json: json as Record<string, unknown> });
          } catch {
            reject(new RobotFailure('errors.robotAnswer', { status, message: text.slice(0, 300) }, false));
          }
        });
      });
      request.end(body);
    });
  }

  return {
    postJson: (url: URL, body: unknown): Promise<RobotAnswer> => send(url, Buffer.from(JSON.stringify(body), 'utf8'), 'application/json; charset=utf-8'),

    /** A multipart/form-data body of one file in `field` (WeCom's upload_media takes it as `media`). */
    postFile(url: URL, field: string, file: { filename: string; contentType: string; content: Buffer }): Promise<RobotAnswer> {
      const boundary = `----redbi${randomBytes(12).toString('hex')}`;
      const name = file.filename.replace(/["\r\n]/g, '_');
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"; filelength=${file.content.length}\r\nContent-Type: ${file.contentType}\r\n\r\n`, 'utf8'),
        file.content,
        Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
      ]);
      return send(url, body, `multipart/form-data; boundary=${boundary}`);
    },
  };
}

export type RobotHttp = ReturnType<typeof createRobotHttp>;
