import type { VizNode } from '@redbi/shared/domain';
import { Alert, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../app/errors/reportError';
import { FolderSelect } from '../../components/folderTree/FolderSelect';
import { useVizTree } from './vizQueries';
import './messages';

export interface SaveVizDialogProps {
  orgId: string;
  title: string;
  initialName: string;
  initialParentId: string | null;
  pending: boolean;
  /** The server's refusal of the last try (a duplicate name, no right on the folder …). */
  error: unknown;
  onSubmit: (name: string, parentId: string | null) => void;
  onCancel: () => void;
}

/**
 * Name and folder of a new chart or dashboard (save mode add, or saveAs from the one being edited): the
 * folders offered are those the caller manages; the name cannot be empty.
 */
export function SaveVizDialog({ orgId, title, initialName, initialParentId, pending, error, onSubmit, onCancel }: SaveVizDialogProps) {
  const { t } = useTranslation();
  const tree = useVizTree(orgId);
  const ids = useId();
  const [name, setName] = useState(initialName);
  const [parentId, setParentId] = useState(initialParentId);
  const [tried, setTried] = useState(false);
  const empty = name.trim() === '';
  const submit = () => {
    setTried(true);
    if (!empty) onSubmit(name.trim(), parentId);
  };
  return (
    <Modal open title={title} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={pending} onOk={submit} onCancel={onCancel}>
      <Form layout="vertical" component="div">
        <Form.Item label={t('fields.name')} htmlFor={`${ids}-name`} required {...(tried && empty ? { validateStatus: 'error' as const, help: t('validation.empty', { field: t('fields.name') }) } : {})}>
          <Input id={`${ids}-name`} autoFocus maxLength={255} value={name} onChange={(event) => setName(event.target.value)} onPressEnter={submit} />
        </Form.Item>
        <Form.Item label={t('vizs.saveDialog.folder')} htmlFor={`${ids}-folder`}>
          <FolderSelect<VizNode>
            id={`${ids}-folder`}
            nodes={tree.data ?? []}
            value={parentId}
            onChange={setParentId}
            topLabel={t('vizs.saveDialog.topLevel')}
            canChoose={(folder) => folder.privileges.includes('manage')}
          />
        </Form.Item>
      </Form>
      {error !== null && error !== undefined && <Alert type="error" showIcon message={messageOf(error)} />}
    </Modal>
  );
}
