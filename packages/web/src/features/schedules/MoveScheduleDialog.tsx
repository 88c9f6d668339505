import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { FolderSelect } from '../../components/folderTree/FolderSelect';
import '../../components/resourceTree/messages';
import { useMoveSchedule, type ScheduleTreeNode } from './scheduleQueries';
import './messages';

/** 'Move to…': a schedule into another folder (at its end), as a drop in the tree would. */
export function MoveScheduleDialog({ orgId, node, nodes, onClose }: { orgId: string; node: ScheduleTreeNode; nodes: readonly ScheduleTreeNode[]; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useMoveSchedule(orgId);
  const [parentId, setParentId] = useState<string | null>(node.parentId);
  const siblings = nodes.filter((candidate) => candidate.parentId === parentId && candidate.id !== node.id);
  const index = siblings.length === 0 ? 0 : Math.max(...siblings.map((sibling) => sibling.index)) + 1;
  return (
    <Modal
      open
      title={t('schedules.move.title', { name: node.name })}
      okText={t('schedules.move.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: parentId === node.parentId }}
      onCancel={onClose}
      onOk={() => {
        move.mutate({ id: node.id, parentId, index }, { onSuccess: () => toaster.show('success', t('schedules.move.done', { name: node.name })) });
        onClose();
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('resourceTree.folder.parent')} htmlFor="schedule-move-folder">
          <FolderSelect id="schedule-move-folder" nodes={nodes} value={parentId} onChange={setParentId} topLabel={t('resourceTree.folder.top')} canChoose={(folder) => folder.privileges.includes('manage')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
