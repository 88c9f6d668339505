import { sourceRoutes } from '@redbi/shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../testing/fakeXhr';
import { ApiError } from './ApiError';
import { tokenStore } from './tokenStore';
import { uploadWithProgress } from './uploadWithProgress';

const upload = (onProgress?: (fraction: number) => void, signal?: AbortSignal) =>
  uploadWithProgress(sourceRoutes.upload, { params: { orgId: 'o1', sourceId: 's4' }, file: new Blob(['a,b\n1,2']), onProgress, signal, networkError: 'The network failed' });

describe('uploadWithProgress', () => {
  beforeEach(() => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    tokenStore.set('t0');
  });
  afterEach(() => tokenStore.clear());

  it('posts the file with the session headers, reports progress, answers data and keeps the refreshed token', async () => {
    const fractions: number[] = [];
    const done = upload((fraction) => fractions.push(fraction));
    const [request] = FakeXhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/redBi/api/v1/orgs/o1/sources/s4/uploads');
    // Header names are case-insensitive.
    const headers = Object.fromEntries(Object.entries(request?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers).toEqual({ 'accept-language': 'en-US', authorization: 'Bearer t0' });
    expect((request?.body as FormData).get('file')).toBeInstanceOf(Blob);
    request?.progress(25, 100);
    request?.respond(200, { success: true, data: { uploadId: 'u1' } }, { Authorization: 'Bearer t1' });
    await expect(done).resolves.toEqual({ uploadId: 'u1' });
    expect(fractions).toEqual([0.25, 1]);
    expect(tokenStore.get()).toBe('t1');
  });

  it("rejects with the server's message and code", async () => {
    const done = upload();
    FakeXhr.requests[0]?.respond(400, { success: false, errCode: 'FILE_MALFORMED', message: 'Line 3: unterminated quote' });
    const error = (await done.catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Line 3: unterminated quote');
    expect(error.errCode).toBe('FILE_MALFORMED');
  });

  it('ends the session on a 401, and stops when aborted', async () => {
    const expired = upload();
    FakeXhr.requests[0]?.respond(401, { success: false, errCode: 'UNAUTHORIZED', message: 'Not logged in' });
    await expect(expired).rejects.toThrow('Not logged in');
    expect(tokenStore.get()).toBeNull();

    const controller = new AbortController();
    const cancelled = upload(undefined, controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
