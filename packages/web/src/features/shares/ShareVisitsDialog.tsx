import type { Share } from '@redbi/shared/domain';
import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { localTime } from '../vizs/localTime';
import { useShareVisits } from './shareQueries';
import './messages';

/** The latest visits of a share: when, by whom (signed-in viewers), from which address. */
export function ShareVisitsDialog({ orgId, share, onClose }: { orgId: string; share: Share; onClose: () => void }) {
  const { t } = useTranslation();
  const visits = useShareVisits(orgId, share.id);
  return (
    <Modal open title={t('shares.visits.title', { name: share.vizName })} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      {visits.error ? (
        <LoadFailure error={visits.error} onRetry={() => void visits.refetch()} />
      ) : (
        <Table
          size="small"
          rowKey={(visit) => `${visit.at}-${visit.address}-${visit.viewer?.id ?? ''}`}
          loading={visits.isLoading}
          dataSource={visits.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('shares.visits.empty') }}
          columns={[
            { title: t('shares.visits.at'), dataIndex: 'at', render: (at: string) => localTime(at) },
            { title: t('shares.visits.viewer'), key: 'viewer', render: (_, visit) => visit.viewer?.name ?? t('shares.visits.anonymous') },
            { title: t('shares.visits.address'), dataIndex: 'address' },
          ]}
        />
      )}
    </Modal>
  );
}
