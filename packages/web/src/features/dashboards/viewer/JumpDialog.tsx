import { Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { preloadableComponent } from '../../../components/preloadableComponent';
import { jumpPath } from './jumpPath';
import type { JumpDialogState } from './usePointActions';
import '../messages';

/**
 * The target's viewer loads when a jump first opens a dialog (a dashboard in a dialog draws a whole board);
 * a failed load reaches the error page rather than leaving the dialog spinning.
 */
const JumpTargetView = preloadableComponent(() => import('./JumpTargetView').then((module) => module.JumpTargetView), { fallback: <Spin />, throwLoadError: true });

/** A jump with action 'dialog': its target in a large modal, which can also be opened as a page. */
export function JumpDialog({ orgId, jump, onClose }: { orgId: string; jump: JumpDialogState; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { target, name } = jump;
  const page = target.kind === 'url' ? undefined : jumpPath(orgId, target.targetId!, target.params);
  return (
    <Modal
      open
      title={t('dashboards.jump.dialog', { name })}
      onCancel={onClose}
      width="92vw"
      destroyOnHidden
      footer={
        page && (
          <Button
            onClick={() => {
              onClose();
              void navigate(page);
            }}
          >
            {t('dashboards.jump.openPage')}
          </Button>
        )
      }
    >
      <JumpTargetView.Component orgId={orgId} target={target} />
    </Modal>
  );
}
