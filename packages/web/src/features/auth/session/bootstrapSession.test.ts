import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/tokenStore';
import { bootstrapSession } from './bootstrapSession';
import { currentUserKey, persistCurrentUser } from './currentUser';
import { readStoredUser, writeStoredUser } from './userStorage';

const user = { id: 'u1', username: 'ann', email: 'ann@example.com', name: 'Ann', department: '', description: '', avatar: null, createdAt: '2026-01-01' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('bootstrapSession (spec §4)', () => {
  it('without a token clears the stored user quietly when there was none', async () => {
    const warn = vi.fn();
    await expect(bootstrapSession(newClient(), warn)).resolves.toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns that the token expired when a user is stored without a token', async () => {
    writeStoredUser(user);
    const warn = vi.fn();
    await expect(bootstrapSession(newClient(), warn)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(readStoredUser()).toBeNull();
  });

  it('with a token fetches the current user and stores it', async () => {
    tokenStore.set('t0');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { success: true, data: { ...user, name: 'Ann B' } })));
    const queryClient = newClient();
    persistCurrentUser(queryClient);
    await expect(bootstrapSession(queryClient, vi.fn())).resolves.toBe(true);
    expect(queryClient.getQueryData(currentUserKey)).toMatchObject({ name: 'Ann B' });
    expect(readStoredUser()).toMatchObject({ name: 'Ann B' });
  });

  it('logs out when fetching the current user fails', async () => {
    tokenStore.set('t0');
    writeStoredUser(user);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const queryClient = newClient();
    await expect(bootstrapSession(queryClient, vi.fn())).resolves.toBe(false);
    expect(tokenStore.get()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(queryClient.getQueryData(currentUserKey)).toBeUndefined();
  });
});
