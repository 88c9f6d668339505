import type { Share, ShareLink } from '@redbi/shared/domain';
import { Button, Dropdown, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { LoadFailure } from '../../components/LoadFailure';
import { useConfirm } from '../members/useConfirm';
import { valuesOfShare } from './shareForm';
import { ShareLinkResult } from './ShareLinkResult';
import { shareListColumns } from './shareListColumns';
import { useShareMutations, useShares, type ShareScope } from './shareQueries';
import { ShareSettingsForm } from './ShareSettingsForm';
import { ShareVisitsDialog } from './ShareVisitsDialog';
import './messages';

/** A failed change is toasted by the query layer. */
const ignore = () => undefined;

type ShareAction = 'edit' | 'regenerateCode' | 'regenerateLink' | 'visits' | 'revoke';

/** What a share offers: a revoked one only its visits; the code only for CODE. */
const actionsOf = (share: Share): ShareAction[] =>
  share.state === 'revoked' ? ['visits'] : ['edit', ...(share.verification === 'CODE' ? (['regenerateCode'] as const) : []), 'regenerateLink', 'visits', 'revoke'];

/**
 * The shares of one resource (`scope`) or of the whole organisation: who made each, its mode, data
 * permission, expiry, state, last use and visits; edit it (the dialog's form), make a new code or a new
 * link (shown once), see its visits, revoke it (confirmed).
 */
export function ShareList({ orgId, scope }: { orgId: string; scope?: ShareScope }) {
  const { t } = useTranslation();
  const shares = useShares(orgId, scope);
  const mutations = useShareMutations(orgId);
  const { confirm, holder } = useConfirm();
  const [editing, setEditing] = useState<Share>();
  const [visitsOf, setVisitsOf] = useState<Share>();
  const [newLink, setNewLink] = useState<ShareLink>();

  const run: Record<ShareAction, (share: Share) => void> = {
    edit: setEditing,
    visits: setVisitsOf,
    regenerateCode: (share) =>
      void mutations.regenerateCode.mutateAsync(share).then(({ code }) => toaster.show('success', t('shares.done.code', { code })), ignore),
    regenerateLink: (share) =>
      confirm({ title: t('shares.confirm.linkTitle'), content: t('shares.confirm.linkBody'), okText: t('shares.action.regenerateLink'), onOk: () => mutations.regenerateLink.mutateAsync(share).then(setNewLink) }),
    revoke: (share) =>
      confirm({
        title: t('shares.confirm.revokeTitle', { name: share.vizName }),
        content: t('shares.confirm.revokeBody'),
        okText: t('shares.action.revoke'),
        danger: true,
        onOk: () => mutations.revoke.mutateAsync(share).then(() => toaster.show('success', t('shares.done.revoke'))),
      }),
  };
  const actions = (share: Share) => (
    <Dropdown
      trigger={['click']}
      menu={{ items: actionsOf(share).map((key) => ({ key, label: t(`shares.action.${key}`), danger: key === 'revoke' })), onClick: ({ key }) => run[key as ShareAction](share) }}
    >
      <Button size="small" aria-label={t('shares.list.actionsFor', { name: share.vizName })}>
        {t('shares.list.actions')}
      </Button>
    </Dropdown>
  );

  if (shares.error) return <LoadFailure error={shares.error} onRetry={() => void shares.refetch()} />;
  return (
    <>
      {holder}
      <Table
        size="small"
        rowKey="id"
        loading={shares.isLoading}
        dataSource={shares.data ?? []}
        columns={shareListColumns(t, { withResource: scope === undefined, actions })}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('shares.list.empty') }}
        scroll={{ x: 'max-content' }}
      />
      {editing && (
        <Modal open title={t('shares.edit.title', { name: editing.vizName })} onCancel={() => setEditing(undefined)} footer={null} width={600} destroyOnHidden>
          <ShareSettingsForm
            orgId={orgId}
            target={{ vizType: editing.vizType, vizId: editing.vizId }}
            initial={valuesOfShare(editing)}
            submitText={t('common.save')}
            busy={mutations.update.isPending}
            onSubmit={(settings) =>
              void mutations.update.mutateAsync({ shareId: editing.id, settings }).then(() => {
                toaster.show('success', t('shares.done.update'));
                setEditing(undefined);
              }, ignore)
            }
          />
        </Modal>
      )}
      {newLink && (
        <Modal open title={t('shares.link.newTitle')} onCancel={() => setNewLink(undefined)} footer={null} width={600} destroyOnHidden>
          <ShareLinkResult link={newLink} onDone={() => setNewLink(undefined)} />
        </Modal>
      )}
      {visitsOf && <ShareVisitsDialog orgId={orgId} share={visitsOf} onClose={() => setVisitsOf(undefined)} />}
    </>
  );
}
