import { shareRoutes } from '@redbi/shared/api';
import { SHARE_SESSION_HEADER, type SharedContent } from '@redbi/shared/domain';
import { api } from '../api/apiClient';
import { hasErrCode } from '../api/hasErrCode';
import { SHARE_CLIENT_ID_HEADER, shareClientId } from './shareClientId';
import { shareCodeStore } from './shareCodeStore';

/** A session is renewed this long before the server would refuse it. */
const RENEW_MARGIN_MS = 10_000;

/** The errors after which a share shows nothing more: the page says which, in full. */
export const shareGoneCodes = ['SHARE_NOT_FOUND', 'SHARE_EXPIRED', 'SHARE_REVOKED'] as const;
/** Opening again was refused for the viewer (the code or the viewers changed): the page asks again. */
const accessLostCodes = ['SHARE_CODE_REQUIRED', 'SHARE_CODE_WRONG', 'SHARE_LOGIN_REQUIRED', 'SHARE_VIEWER_REFUSED'] as const;

/** POST /shares/:token/open: the share's content and a share session (the code for CODE, the signed-in viewer for LOGIN). */
export const openShare = (token: string, code?: string): Promise<SharedContent> =>
  api(shareRoutes.open, { params: { token }, body: code === undefined ? {} : { code }, headers: { [SHARE_CLIENT_ID_HEADER]: shareClientId() } });

/**
 * The share session of an opened share, for the calls that follow (data, downloads): each carries it in
 * X-Share-Session; when it has run out (or the server refuses it: a LOGIN share's session belongs to the
 * sign-in that opened it) the share is opened again silently — with the code the viewer entered, kept in
 * sessionStorage, and whoever is signed in now — and the call made once more. A share that is gone
 * meanwhile (expired, revoked), or that no longer lets this viewer in (a new code, other viewers, logged
 * out), is reported to `onLost`, so that the page says so or asks again.
 */
export class ShareConnection {
  private session: string;
  private renewAt: number;
  private reopening: Promise<void> | undefined;

  constructor(
    readonly token: string,
    opened: Pick<SharedContent, 'session' | 'sessionTtlSec'>,
    private readonly onLost: (error: unknown) => void = () => undefined,
    private readonly reopen: (token: string, code?: string) => Promise<SharedContent> = openShare,
  ) {
    this.session = opened.session;
    this.renewAt = Date.now() + opened.sessionTtlSec * 1000 - RENEW_MARGIN_MS;
  }

  private renew(): Promise<void> {
    this.reopening ??= this.reopen(this.token, shareCodeStore.get(this.token))
      .then(
        (content) => {
          this.session = content.session;
          this.renewAt = Date.now() + content.sessionTtlSec * 1000 - RENEW_MARGIN_MS;
        },
        (error: unknown) => {
          if (hasErrCode(error, ...shareGoneCodes, ...accessLostCodes)) this.onLost(error);
          throw error;
        },
      )
      .finally(() => {
        this.reopening = undefined;
      });
    return this.reopening;
  }

  /** The headers of a call through the share, the session renewed first when it is about to run out. */
  async headers(): Promise<Record<string, string>> {
    if (Date.now() >= this.renewAt) await this.renew();
    return { [SHARE_SESSION_HEADER]: this.session, [SHARE_CLIENT_ID_HEADER]: shareClientId() };
  }

  /** Makes a call with the session's headers; a refused session is renewed and the call made once more. */
  async call<T>(make: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    try {
      return await make(await this.headers());
    } catch (error) {
      // Gone, or no longer open to whoever is signed in now (a LOGIN share's viewer logged out or left).
      if (hasErrCode(error, ...shareGoneCodes, ...accessLostCodes)) this.onLost(error);
      if (!hasErrCode(error, 'SHARE_SESSION_INVALID')) throw error;
      await this.renew();
      return make(await this.headers());
    }
  }
}
