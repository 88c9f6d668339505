import { SourceUpdateSchema, type SourceNode } from '@redbi/shared/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { FolderSelect } from '../../components/folderTree/FolderSelect';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodRules } from '../../components/forms/zodRule';
import { showSaveError } from './saveErrors';
import { useCreateSource, useUpdateSource } from './sourceQueries';

export type FolderDialogState = { mode: 'create'; parentId: string | null } | { mode: 'rename'; folder: SourceNode };

interface FolderValues {
  name: string;
  parentId: string | null;
}

/** 'New folder' (a name and where it goes) or 'Rename folder'. */
export function FolderDialog({ orgId, nodes, state, onClose, onCreated }: {
  orgId: string;
  nodes: readonly SourceNode[];
  state: FolderDialogState;
  onClose: () => void;
  onCreated: (folder: SourceNode) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FolderValues>();
  const rulesFor = useZodRules(SourceUpdateSchema);
  const create = useCreateSource(orgId);
  const update = useUpdateSource(orgId);
  const onError = (error: unknown) => showSaveError(form, error);

  const submit = (values: FolderValues) => {
    if (state.mode === 'rename') {
      const { folder } = state;
      update.mutate(
        { sourceId: folder.id, name: values.name, description: folder.description },
        {
          onSuccess: () => {
            toaster.show('success', t('sources.folder.renamed'));
            onClose();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { isFolder: true, name: values.name, parentId: values.parentId },
      {
        onSuccess: (created) => {
          toaster.show('success', t('sources.folder.created', { name: created.name }));
          onCreated(created);
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <FormDialog
      title={state.mode === 'create' ? t('sources.folder.newTitle') : t('sources.folder.renameTitle')}
      okText={state.mode === 'create' ? t('common.create') : t('common.save')}
      name="sourceFolder"
      form={form}
      onFinish={submit}
      onClose={onClose}
      pending={create.isPending || update.isPending}
      initialValues={state.mode === 'create' ? { name: '', parentId: state.parentId } : { name: state.folder.name }}
    >
      <Form.Item label={t('fields.name')} name="name" rules={rulesFor('name')} required>
        <Input autoFocus autoComplete="off" />
      </Form.Item>
      {state.mode === 'create' && (
        <Form.Item label={t('sources.folder.parent')} name="parentId">
          <FolderSelect nodes={nodes} topLabel={t('sources.folder.top')} canChoose={(folder) => folder.privileges.includes('manage')} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
