import { InboxOutlined, WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartNotice } from './ChartNotice';
import './messages';

/** The query answered, with no rows: say so and what to do (reference/visual.md, States). */
export function ChartEmpty() {
  const { t } = useTranslation();
  return <ChartNotice role="status" icon={<InboxOutlined />} title={t('charts.noRows')} detail={t('charts.noRowsHint')} />;
}

/** The query failed: the database's own message and a retry, inside the chart area (the board stays usable). */
export function ChartError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ChartNotice
      role="alert"
      icon={<WarningOutlined />}
      title={t('charts.failed')}
      detail={message}
      action={onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
