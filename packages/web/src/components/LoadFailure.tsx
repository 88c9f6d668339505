import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError';
import { messageOf } from '../app/errors/reportError';

/** A load that failed: 'You do not have permission to access this page' for a 403, else the message and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 403) {
    return <Result status="403" title={t('noPermission.title')} subTitle={messageOf(error)} />;
  }
  return <Result status="warning" title={messageOf(error)} extra={<Button onClick={onRetry}>{t('common.retry')}</Button>} />;
}
