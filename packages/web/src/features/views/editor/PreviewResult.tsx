import { Alert, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../app/errors/reportError';
import { ResultsGrid } from '../../../components/resultsGrid/ResultsGrid';
import type { SqlPosition } from '../../../components/sqlEditor/sqlPosition';
import type { Preview } from './usePreview';

/** The last run: its rows with the count and time, its error (with where it points), or what to do first. */
export function PreviewResult({ preview, errorAt, expensive }: { preview: Preview; errorAt?: SqlPosition; expensive: boolean }) {
  const { t } = useTranslation();
  if (preview.running) return <Spin tip={t('views.run.running')}>{<div style={{ minHeight: 120 }} />}</Spin>;
  if (preview.error) {
    const where = errorAt ? t('views.run.atLine', { line: errorAt.line, column: errorAt.column }) : undefined;
    return (
      <Alert
        type="error"
        showIcon
        message={t('views.run.failed')}
        description={
          <>
            <div>{messageOf(preview.error)}</div>
            {where && <Typography.Text type="secondary">{where}</Typography.Text>}
          </>
        }
      />
    );
  }
  if (preview.stopped) return <Alert type="info" showIcon message={t('views.run.stopped')} />;
  if (!preview.result) return <Empty description={expensive ? t('views.run.expensive') : t('views.run.notRun')} />;
  const { frame, ms } = preview.result;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Typography.Text type="secondary">{t('views.run.summary', { count: frame.rows.length, ms })}</Typography.Text>
        {frame.cached && <Tag>{t('views.run.cached')}</Tag>}
      </Space>
      <ResultsGrid frame={frame} />
    </Space>
  );
}
