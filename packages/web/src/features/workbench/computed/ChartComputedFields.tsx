import { DeleteOutlined, EditOutlined, FunctionOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../views/model/messages';
import { ComputedFieldDialog } from '../../views/model/ComputedFieldDialog';
import { FieldGroup } from '../fields/FieldGroup';
import { FieldRow } from '../fields/FieldRow';
import { useWorkbench } from '../workbenchContext';
import { chartComputedIndex, chartComputedModel } from './chartComputedModel';

/** Which computed field of the chart the dialog edits: a new one, or one by name. */
type Editing = { name?: string } | undefined;

/**
 * Computed fields (issue 11): the view's, usable as they are, and the chart's own, which live with the chart
 * (config.computedFields), written with the source's function list and checked by the server
 * (POST /data-provider/function/support/:sourceId, /function/validate) through the view editor's dialog.
 */
export function ChartComputedFields({ search }: { search: string }) {
  const { t } = useTranslation();
  const { view, catalog, state, dispatch } = useWorkbench();
  const [editing, setEditing] = useState<Editing>();
  const [modal, holder] = Modal.useModal();
  if (!view) return null;
  const chartComputed = state.draft.config.computedFields;
  const shown = catalog.computed.filter((field) => search === '' || field.name.toLowerCase().includes(search));
  const variableNames = view.variables.map((variable) => variable.name);

  const confirmRemove = (name: string) =>
    void modal.confirm({
      title: t('workbench.computed.removeTitle', { name }),
      content: t('workbench.computed.removeBody'),
      okText: t('workbench.chip.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => dispatch({ type: 'removeComputedField', name }),
    });

  return (
    <FieldGroup
      title={t('workbench.fields.computed')}
      icon={<FunctionOutlined aria-hidden />}
      extra={<Button type="text" size="small" icon={<PlusOutlined aria-hidden />} aria-label={t('workbench.computed.add')} title={t('workbench.computed.add')} onClick={() => setEditing({})} />}
    >
      {holder}
      {shown.length === 0 && (
        <div role="listitem" style={{ paddingInlineStart: 28 }}>
          <Typography.Text type="secondary">{t('workbench.computed.empty')}</Typography.Text>
        </div>
      )}
      {shown.map((field) => (
        <FieldRow
          key={field.name}
          field={field}
          actions={
            field.origin === 'chartComputed' && (
              <>
                <Button type="text" size="small" icon={<EditOutlined aria-hidden />} aria-label={t('workbench.computed.edit', { name: field.name })} onClick={() => setEditing({ name: field.name })} />
                <Button type="text" size="small" icon={<DeleteOutlined aria-hidden />} aria-label={t('workbench.computed.remove', { name: field.name })} onClick={() => confirmRemove(field.name)} />
              </>
            )
          }
        />
      ))}
      {editing && (
        <ComputedFieldDialog
          model={chartComputedModel(view, chartComputed)}
          index={editing.name === undefined ? undefined : chartComputedIndex(view, chartComputed, editing.name)}
          sourceId={view.sourceId ?? ''}
          variableNames={variableNames}
          onSave={(field) => {
            dispatch({ type: 'setComputedField', field, ...(editing.name === undefined ? {} : { previousName: editing.name }) });
            setEditing(undefined);
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </FieldGroup>
  );
}
