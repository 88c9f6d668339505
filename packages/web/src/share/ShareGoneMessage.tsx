import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError';
import { messageOf } from '../app/errors/reportError';
import { ShareMessage } from './ShareMessage';

/** What an unknown, expired or revoked link says, in full: its kind as the title, the server's message (in the viewer's language) below. */
export function ShareGoneMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = isApiError(error) ? error.errCode : 'SHARE_NOT_FOUND';
  return <ShareMessage status={code === 'SHARE_NOT_FOUND' ? '404' : 'warning'} title={t(`sharePage.goneTitle.${code}`)} message={messageOf(error)} />;
}
