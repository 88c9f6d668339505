import type { Share } from '@redbi/shared/domain';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { localTime } from '../vizs/localTime';

const stateColors: Record<Share['state'], string> = { active: 'green', expired: 'orange', revoked: 'red' };

/** The share list's columns (the resource's only in the organisation's list); `actions` draws the last one. */
export function shareListColumns(t: TFunction, { withResource, actions }: { withResource: boolean; actions: (share: Share) => ReactNode }): ColumnsType<Share> {
  return [
    ...(withResource
      ? [
          {
            title: t('shares.list.resource'),
            key: 'resource',
            render: (_: unknown, share: Share) => (
              <>
                {share.vizName} <Typography.Text type="secondary">· {t(`shares.vizType.${share.vizType}`)}</Typography.Text>
              </>
            ),
          },
        ]
      : []),
    { title: t('shares.list.createdBy'), key: 'createdBy', render: (_, share) => share.createdBy?.name ?? '—' },
    {
      title: t('shares.list.mode'),
      key: 'mode',
      render: (_, share) => (
        <>
          {t(`shares.verification.${share.verification}`)}
          {share.code && (
            <Typography.Text code copyable style={{ marginInlineStart: 4 }}>
              {share.code}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: t('shares.list.dataPermission'), key: 'dataPermission', render: (_, share) => t(`shares.dataPermission.${share.dataPermission}`) },
    { title: t('shares.list.expiry'), key: 'expiry', render: (_, share) => (share.expiresAt ? localTime(share.expiresAt) : t('shares.form.permanent')) },
    { title: t('shares.list.state'), key: 'state', render: (_, share) => <Tag color={stateColors[share.state]}>{t(`shares.state.${share.state}`)}</Tag> },
    { title: t('shares.list.lastVisit'), key: 'lastVisit', render: (_, share) => (share.lastVisitAt ? localTime(share.lastVisitAt) : '—') },
    { title: t('shares.list.visits'), dataIndex: 'visitCount', align: 'right' },
    // Always in reach, however wide the table scrolls.
    { title: t('shares.list.actions'), key: 'actions', fixed: 'right', render: (_, share) => actions(share) },
  ];
}
