import { shareRoutes } from '@redbi/shared/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/apiClient';
import { hasErrCode } from '../api/hasErrCode';
import { tokenStore } from '../api/tokenStore';
import { openShare } from './shareConnection';
import { shareCodeStore } from './shareCodeStore';

/** Asked once, kept for the page's life: a share's info and its opening are not read again behind the viewer's back. */
const once = { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity, meta: { silent: true } } as const;

/**
 * A share page's way in: GET /shares/:token (what it shows, what it asks), then — as soon as the page has
 * what the verification needs (nothing; the access code, entered or kept for the tab; a signed-in viewer)
 * — POST /shares/:token/open. A code that worked is kept for the tab; a wrong one is forgotten.
 */
export function useShareAccess(token: string) {
  const info = useQuery({ queryKey: ['share', token, 'info'], queryFn: () => api(shareRoutes.info, { params: { token } }), ...once });
  const [code, setCode] = useState(() => shareCodeStore.get(token));
  const verification = info.data?.verification;
  const loggedIn = tokenStore.get() !== null;
  const ready = verification === 'NONE' || (verification === 'CODE' && code !== undefined) || (verification === 'LOGIN' && loggedIn);
  const sentCode = verification === 'CODE' ? code : undefined;
  const opened = useQuery({ queryKey: ['share', token, 'open', sentCode ?? ''], queryFn: () => openShare(token, sentCode), enabled: ready, ...once });

  useEffect(() => {
    if (sentCode === undefined) return;
    if (opened.data) shareCodeStore.set(token, sentCode);
    else if (hasErrCode(opened.error, 'SHARE_CODE_WRONG', 'SHARE_CODE_REQUIRED')) shareCodeStore.clear(token);
  }, [opened.data, opened.error, sentCode, token]);

  // The same code again (after a wait, say): asked again.
  const submitCode = (next: string) => (next === code ? void opened.refetch() : setCode(next));
  return { info, opened, code: sentCode, submitCode, needsCode: verification === 'CODE' && code === undefined, needsLogin: verification === 'LOGIN' && !loggedIn };
}
