import { API_PREFIX, BASE_PATH } from '@redbi/shared/domain';

/** Absolute links to pages and endpoints, built from PUBLIC_URL (never from the request's Host header). */
export function createPublicLinks(publicUrl: string) {
  return {
    activation: (token: string) => `${publicUrl}${BASE_PATH}/activation?token=${encodeURIComponent(token)}`,
    invitation: (token: string) => `${publicUrl}${BASE_PATH}/confirminvite?token=${encodeURIComponent(token)}`,
    oauth2Callback: (clientId: string) => `${publicUrl}${API_PREFIX}/tpa/oauth2/${clientId}/callback`,
    /** A schedule on the Schedules page, its run history shown. */
    scheduleHistory: (orgId: string, scheduleId: string) =>
      `${publicUrl}${BASE_PATH}/organizations/${encodeURIComponent(orgId)}/schedules/${encodeURIComponent(scheduleId)}?tab=history`,
    /** The URL a request was made to, as the outside world saw it. */
    external: (requestUrl: string) => new URL(requestUrl, publicUrl),
  };
}

/** Where the browser goes after a provider sign-in: a same-origin page, never a token in the URL. */
export const authorizationPage = (params: { code: string } | { error: string }): string =>
  `${BASE_PATH}/authorization?${new URLSearchParams(params).toString()}`;

export type PublicLinks = ReturnType<typeof createPublicLinks>;
