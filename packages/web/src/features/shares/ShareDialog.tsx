import type { ShareLink, ShareVizType } from '@redbi/shared/domain';
import { Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newShareValues } from './shareForm';
import { ShareLinkResult } from './ShareLinkResult';
import { ShareList } from './ShareList';
import { useShareMutations } from './shareQueries';
import { ShareSettingsForm } from './ShareSettingsForm';
import './messages';

export interface ShareDialogProps {
  orgId: string;
  vizType: ShareVizType;
  vizId: string;
  /** The chart's, dashboard's or storyboard's name, in the title. */
  name: string;
  onClose: () => void;
}

/**
 * Sharing a chart, a dashboard or a storyboard (Share on it): a new link from the share form — shown with
 * its code this once, to copy — and the resource's links so far, to edit, renew or revoke.
 */
export function ShareDialog({ orgId, vizType, vizId, name, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const { create } = useShareMutations(orgId);
  const [tab, setTab] = useState('new');
  const [link, setLink] = useState<ShareLink>();
  const [initial] = useState(() => newShareValues());
  const newLink = link ? (
    <ShareLinkResult link={link} onDone={() => setLink(undefined)} />
  ) : (
    <ShareSettingsForm
      orgId={orgId}
      target={{ vizType, vizId }}
      initial={initial}
      submitText={t('shares.create')}
      busy={create.isPending}
      onSubmit={(settings) => void create.mutateAsync({ ...settings, vizType, vizId }).then(setLink, () => undefined)}
    />
  );
  return (
    <Modal open title={t('shares.dialog.title', { name })} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'new', label: t('shares.dialog.newLink'), children: newLink },
          { key: 'list', label: t('shares.dialog.links'), children: <ShareList orgId={orgId} scope={{ vizType, vizId }} /> },
        ]}
      />
    </Modal>
  );
}
