import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { ShareConnection } from './shareConnection';
import { shareCodeStore } from './shareCodeStore';
import { dashboardContent, TOKEN } from './sharePageTestData';

const refused = () => new ApiError({ status: 403, errCode: 'SHARE_SESSION_INVALID', message: 'Open the share again' });

describe('ShareConnection', () => {
  it('opens the share again silently (with the kept code) when the server refuses the session, and calls again', async () => {
    shareCodeStore.set(TOKEN, 'RIGHT123');
    const reopen = vi.fn(() => Promise.resolve(dashboardContent({ session: 'session-2' })));
    const connection = new ShareConnection(TOKEN, { session: 'session-1', sessionTtlSec: 900 }, undefined, reopen);
    const sessions: string[] = [];
    const answer = await connection.call((headers) => {
      sessions.push(headers['x-share-session']!);
      return sessions.length === 1 ? Promise.reject(refused()) : Promise.resolve('rows');
    });
    expect(answer).toBe('rows');
    expect(sessions).toEqual(['session-1', 'session-2']);
    expect(reopen).toHaveBeenCalledWith(TOKEN, 'RIGHT123');
    sessionStorage.clear();
  });

  it('renews a session about to run out before the call, and reports a share gone meanwhile', async () => {
    const gone = new ApiError({ status: 410, errCode: 'SHARE_REVOKED', message: 'This share link has been revoked by its sharer.' });
    const reopen = vi.fn(() => Promise.reject(gone));
    const onLost = vi.fn();
    const connection = new ShareConnection(TOKEN, { session: 'session-1', sessionTtlSec: 1 }, onLost, reopen);
    const make = vi.fn(() => Promise.resolve('rows'));
    await expect(connection.call(make)).rejects.toBe(gone);
    expect(make).not.toHaveBeenCalled();
    expect(onLost).toHaveBeenCalledWith(gone);
  });

  it('reports a share that no longer lets the viewer in (a new code) when it opens it again', async () => {
    const wrong = new ApiError({ status: 403, errCode: 'SHARE_CODE_WRONG', message: 'The access code is wrong' });
    const onLost = vi.fn();
    const connection = new ShareConnection(TOKEN, { session: 'session-1', sessionTtlSec: 900 }, onLost, () => Promise.reject(wrong));
    await expect(connection.call(() => Promise.reject(refused()))).rejects.toBe(wrong);
    expect(onLost).toHaveBeenCalledWith(wrong);
  });

  it('reports a LOGIN share whose viewer is no longer signed in, answered to a call', async () => {
    const loggedOut = new ApiError({ status: 403, errCode: 'SHARE_LOGIN_REQUIRED', message: 'Log in to view this share' });
    const onLost = vi.fn();
    const connection = new ShareConnection(TOKEN, { session: 'session-1', sessionTtlSec: 900 }, onLost, () => Promise.reject(new Error('not reopened')));
    await expect(connection.call(() => Promise.reject(loggedOut))).rejects.toBe(loggedOut);
    expect(onLost).toHaveBeenCalledWith(loggedOut);
  });
});
