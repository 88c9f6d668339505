import { requiredText } from '@redbi/shared/domain';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toaster } from '../../app/errors/toaster';
import { FolderSelect } from '../folderTree/FolderSelect';
import { FormDialog } from '../forms/FormDialog';
import { showSaveError } from '../forms/showSaveError';
import { useZodRules } from '../forms/zodRule';
import { canManage, type ResourceNode, type ResourceTreeOps } from './resourceTree';
import './messages';

export type FolderDialogState<T> = { mode: 'create'; parentId: string | null } | { mode: 'rename'; folder: T };

interface FolderValues {
  name: string;
  parentId: string | null;
}

const FolderNameSchema = z.object({ name: requiredText() });

/** 'New folder' (a name and where it goes) or 'Rename folder', in any resource tree. */
export function ResourceFolderDialog<T extends ResourceNode>({ section, nodes, ops, state, onClose, onCreated }: {
  /** The feature's i18n section (see ResourceTreeMessages). */
  section: string;
  nodes: readonly T[];
  ops: Pick<ResourceTreeOps<T>, 'createFolder' | 'renameFolder'>;
  state: FolderDialogState<T>;
  onClose: () => void;
  onCreated: (folder: T) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FolderValues>();
  const rulesFor = useZodRules(FolderNameSchema);
  const [pending, setPending] = useState(false);

  const submit = async (values: FolderValues) => {
    setPending(true);
    try {
      if (state.mode === 'rename') {
        await ops.renameFolder(state.folder, values.name);
        toaster.show('success', t(`resourceTree.folder.renamed`));
      } else {
        const created = await ops.createFolder(values.name, values.parentId);
        toaster.show('success', t(`resourceTree.folder.created`, { name: created.name }));
        onCreated(created);
      }
      onClose();
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      title={state.mode === 'create' ? t(`resourceTree.folder.newTitle`) : t(`resourceTree.folder.renameTitle`)}
      okText={state.mode === 'create' ? t('common.create') : t('common.save')}
      name={`${section}Folder`}
      form={form}
      onFinish={(values) => void submit(values)}
      onClose={onClose}
      pending={pending}
      initialValues={state.mode === 'create' ? { name: '', parentId: state.parentId } : { name: state.folder.name }}
    >
      <Form.Item label={t('fields.name')} name="name" rules={rulesFor('name')} required>
        <Input autoFocus autoComplete="off" />
      </Form.Item>
      {state.mode === 'create' && (
        <Form.Item label={t(`resourceTree.folder.parent`)} name="parentId">
          <FolderSelect nodes={nodes} topLabel={t(`resourceTree.folder.top`)} canChoose={canManage} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
