import { SHARE_CLIENT_ID_HEADER } from '@redbi/shared/domain';
import { storageKeys } from '../storageKeys';

/**
 * This browser's anonymous id on share pages (spec §3, local storage 'share client id'): made once, kept,
 * and sent with the share's calls so that downloads and visits of one outsider can be told apart.
 */
export function shareClientId(): string {
  const saved = localStorage.getItem(storageKeys.shareClientId);
  if (saved) return saved;
  const id = crypto.randomUUID();
  localStorage.setItem(storageKeys.shareClientId, id);
  return id;
}

export { SHARE_CLIENT_ID_HEADER };
