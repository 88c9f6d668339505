import { SHARE_SESSION_HEADER, type SharedContent, type ShareLink, type ShareVizType } from '@redbi/shared/domain';
import { expect } from 'vitest';
import type { CallResult } from '../testing/testApp';
import type { VizWorld } from './vizHandlersFixtures';

/**
 * The calls share tests make on a viz world: a link made by its owner, a call as an outsider (with a share
 * session, when given), and the opening of a link without verification, which answers its session.
 */
export function shareCalls(world: () => VizWorld) {
  const share = async (vizType: ShareVizType, vizId: string, settings: Record<string, unknown> = {}): Promise<ShareLink> =>
    (await world().ok('POST', '/shares', { vizType, vizId, ...settings })) as unknown as ShareLink;
  const publicCall = (method: 'GET' | 'POST', path: string, session?: string, body?: unknown): Promise<CallResult> =>
    world().test.call(method, path, { ...(body === undefined ? {} : { body }), ...(session ? { headers: { [SHARE_SESSION_HEADER]: session } } : {}) });
  async function open(token: string): Promise<string> {
    const response = await publicCall('POST', `/shares/${token}/open`, undefined, {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as SharedContent).session;
  }
  return { share, publicCall, open };
}
