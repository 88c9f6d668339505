import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/errors/toaster';
import { LoadFailure } from '../../../components/LoadFailure';
import { usePageTitle } from '../../../components/usePageTitle';
import { useAbilities } from '../../orgs/abilities';
import { VariableDialog } from '../../views/variables/VariableDialog';
import { variableInputOf, type VariableDraft } from '../../views/variables/variableDraft';
import { VariablesTable } from '../../views/variables/VariablesTable';
import { useCreatePublicVariable, useDeletePublicVariable, usePublicVariables, useUpdatePublicVariable } from './publicVariableQueries';

/** Which dialog is open: a new variable, or an existing one by id (its data stays in the query layer). */
type Editing = { variableId?: string } | null;

/** Settings → Public variables: variables every view of the organisation knows. Owners manage them; members read. */
export function PublicVariablesPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('settings.pages.variables'));
  const abilities = useAbilities(orgId);
  const list = usePublicVariables(orgId);
  const create = useCreatePublicVariable(orgId);
  const update = useUpdatePublicVariable(orgId);
  const remove = useDeletePublicVariable(orgId);
  const [modal, holder] = Modal.useModal();
  const [editing, setEditing] = useState<Editing>(null);
  const manage = abilities.data?.isOwner === true;
  const variables = list.data ?? [];
  const drafts = variables.map(variableInputOf);
  const editedIndex = editing?.variableId === undefined ? undefined : variables.findIndex((variable) => variable.id === editing.variableId);
  const edited = editedIndex === undefined ? undefined : drafts[editedIndex];

  const submit = async (variable: VariableDraft) => {
    if (edited?.id) await update.mutateAsync({ variableId: edited.id, variable });
    else await create.mutateAsync(variable);
    toaster.show('success', t(edited ? 'settings.publicVariables.saved' : 'settings.publicVariables.created', { name: variable.name }));
    setEditing(null);
  };
  const confirmDelete = (index: number) => {
    const variable = variables[index];
    if (!variable) return;
    void modal.confirm({
      title: t('settings.publicVariables.deleteTitle', { name: variable.name }),
      content: t('settings.publicVariables.deleteBody', { name: variable.name }),
      okText: t('settings.publicVariables.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(variable.id)
          .then(() => toaster.show('success', t('settings.publicVariables.deleted', { name: variable.name })))
          .catch(() => undefined),
    });
  };

  return (
    <Flex vertical gap="middle">
      {holder}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('settings.pages.variables')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('settings.publicVariables.intro')}</Typography.Text>
      {abilities.data && !manage && <Alert type="info" showIcon message={t('settings.publicVariables.ownersOnly')} />}
      {list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Spin />
      ) : (
        <>
          {manage && (
            <div>
              <Button type="primary" onClick={() => setEditing({})}>
                {t('settings.publicVariables.create')}
              </Button>
            </div>
          )}
          <VariablesTable
            variables={drafts}
            showValues={manage}
            actions={manage ? { edit: (index) => setEditing({ variableId: variables[index]?.id }), remove: confirmDelete } : undefined}
          />
        </>
      )}
      {editing && (editing.variableId === undefined || edited) && (
        <VariableDialog
          orgId={orgId}
          initial={edited}
          takenNames={drafts.filter((draft) => draft !== edited).map((draft) => draft.name)}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
