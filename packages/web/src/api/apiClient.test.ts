import { orgRoutes, systemRoutes, userRoutes } from '@redbi/shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from './apiClient';
import { ApiError } from './ApiError';
import { tokenStore } from './tokenStore';

const user = { id: 'u1', username: 'ann', email: 'ann@example.com', name: 'Ann', department: '', description: '', avatar: null, createdAt: '2026-01-01' };

const reply = (status: number, body: unknown, token?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headersOf = (fetchMock: ReturnType<typeof stubFetch>, call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

describe('api client', () => {
  const onSessionExpired = vi.fn();
  beforeEach(() => configureApiClient({ locale: () => 'zh', onSessionExpired }));
  afterEach(() => {
    onSessionExpired.mockReset();
    configureApiClient({ locale: () => 'en' });
  });

  it('calls the route under the API prefix and unwraps the envelope', async () => {
    const fetchMock = stubFetch(reply(200, { success: true, data: user }));
    tokenStore.set('t0');
    await expect(api(userRoutes.current)).resolves.toEqual(user);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/redBi/api/v1/users');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(headersOf(fetchMock).get('Accept-Language')).toBe('zh-CN');
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer t0');
  });

  it('sends a JSON body and no Authorization without a token', async () => {
    const fetchMock = stubFetch(reply(200, { success: true, data: user }, 'fresh'));
    await api(userRoutes.login, { body: { username: 'ann', password: 'secret1' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(JSON.stringify({ username: 'ann', password: 'secret1' }));
    expect(headersOf(fetchMock).get('Content-Type')).toBe('application/json');
    expect(headersOf(fetchMock).has('Authorization')).toBe(false);
    expect(tokenStore.get()).toBe('fresh');
    expect(document.cookie).toContain('AUTHORIZATION_TOKEN=fresh');
    expect(localStorage.getItem('AUTHORIZATION_TOKEN')).toBe('fresh');
  });

  it('replaces the token with the refreshed one of each answer (sliding session)', async () => {
    stubFetch(reply(200, { success: true, data: [] }, 't1'), reply(200, { success: true, data: [] }, 't2'));
    tokenStore.set('t0');
    await api(orgRoutes.list);
    expect(tokenStore.get()).toBe('t1');
    await api(orgRoutes.list);
    expect(tokenStore.get()).toBe('t2');
  });

  it('ignores a refreshed token of a session that has ended meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    tokenStore.set('old');
    const pending = api(orgRoutes.list);
    tokenStore.clear();
    answer(reply(200, { success: true, data: [] }, 'refreshed-old'));
    await pending;
    expect(tokenStore.get()).toBeNull();
  });

  it('ends the session on a 401 of an authenticated call', async () => {
    stubFetch(reply(401, { success: false, errCode: 'UNAUTHORIZED', message: 'Not logged in or token expired, please log in again' }));
    tokenStore.set('t0');
    const error = await api(userRoutes.current).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errCode: 'UNAUTHORIZED', sessionExpired: true });
    expect(tokenStore.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('rejects a wrong password with the server message and keeps the session rules out of it', async () => {
    stubFetch(reply(401, { success: false, errCode: 'INVALID_CREDENTIALS', message: 'Incorrect username or password' }));
    const error = await api(userRoutes.login, { body: { username: 'ann', password: 'nope' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Incorrect username or password', sessionExpired: false });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('carries the field messages of a 400', async () => {
    stubFetch(
      reply(400, {
        success: false,
        errCode: 'VALIDATION',
        message: 'Invalid request',
        data: { 'user.password': 'Password must be 6-20 characters' },
      }),
    );
    const body = { user: { username: 'ann', email: 'ann@example.com', password: '1', name: '' } };
    const error = await api(systemRoutes.setup, { body }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, fieldErrors: { 'user.password': 'Password must be 6-20 characters' } });
  });

  it("keeps a refusal's data, such as where a SQL error points", async () => {
    stubFetch(reply(400, { success: false, errCode: 'SQL_PARSE_FAILED', message: 'SQL parse error at line 2, column 7', data: { line: 2, column: 7 } }));
    const error = await api(systemRoutes.info).catch((e: unknown) => e);
    expect(error).toMatchObject({ errCode: 'SQL_PARSE_FAILED', details: { line: 2, column: 7 } });
  });

  it('propagates a network failure as it is', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api(systemRoutes.info)).rejects.toThrow('Failed to fetch');
  });

  it('uploads a file as multipart field "file"', async () => {
    const fetchMock = stubFetch(reply(200, { success: true, data: { avatar: '/redBi/api/v1/files/avatars/a.png' } }));
    tokenStore.set('t0');
    const file = new Blob(['png'], { type: 'image/png' });
    await expect(api(userRoutes.uploadAvatar, { file })).resolves.toEqual({ avatar: '/redBi/api/v1/files/avatars/a.png' });
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(Blob);
  });
});
