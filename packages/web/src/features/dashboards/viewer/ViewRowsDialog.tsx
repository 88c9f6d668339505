import { Alert, Modal, Pagination, Spin, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../app/errors/reportError';
import { ResultsGrid } from '../../../components/resultsGrid/ResultsGrid';
import { useBoardRows, type BoardRowsRequest } from './useBoardRows';
import '../messages';

const PAGE_SIZE = 100;

/** View rows: the rows behind a clicked data point in a dialog, a page at a time. */
export function ViewRowsDialog({ request, title, pointText, onClose }: { request: Omit<BoardRowsRequest, 'pageNo' | 'pageSize'>; title: string; pointText: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZE });
  const rows = useBoardRows({ ...request, ...page });
  const frame = rows.data;
  const total = frame?.pageInfo.total;
  return (
    <Modal open title={t('dashboards.rows.title', { name: title })} onCancel={onClose} footer={null} width="min(1100px, 92vw)" destroyOnHidden>
      {pointText && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: token.marginSM }}>
          {t('dashboards.rows.point', { values: pointText })}
        </Typography.Paragraph>
      )}
      {rows.error ? (
        <Alert type="error" showIcon message={messageOf(rows.error)} />
      ) : !frame ? (
        <Spin style={{ display: 'block', margin: `${token.marginLG}px auto` }} />
      ) : (
        <Spin spinning={rows.isFetching}>
          <ResultsGrid frame={frame} height={420} />
          <Pagination
            style={{ marginTop: token.marginSM, justifyContent: 'flex-end' }}
            size="small"
            current={page.pageNo}
            pageSize={page.pageSize}
            // Without a count, one more page is offered while pages come back full.
            total={total ?? (page.pageNo - 1) * page.pageSize + frame.rows.length + (frame.rows.length === page.pageSize ? 1 : 0)}
            showTotal={total !== undefined ? (count) => t('dashboards.rows.total', { count }) : undefined}
            showSizeChanger={false}
            onChange={(pageNo) => setPage((current) => ({ ...current, pageNo }))}
          />
        </Spin>
      )}
    </Modal>
  );
}
