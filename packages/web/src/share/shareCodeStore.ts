/**
 * The access code a viewer entered for a CODE share, kept for the browser tab (sessionStorage, as datart
 * does): the page opens the share again with it when the share session runs out, without asking again.
 */
const keyOf = (token: string) => `SHARE_CODE:${token}`;

export const shareCodeStore = {
  get: (token: string): string | undefined => sessionStorage.getItem(keyOf(token)) ?? undefined,
  set: (token: string, code: string): void => sessionStorage.setItem(keyOf(token), code),
  clear: (token: string): void => sessionStorage.removeItem(keyOf(token)),
};
