import type { ComputedField, ViewModel } from '@redbi/shared/domain';
import { Button, Flex, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComputedFieldDialog } from './ComputedFieldDialog';
import { problemAt, type ModelProblem } from './modelProblems';
import { useProblemText } from './useProblemText';

interface ComputedFieldsTableProps {
  model: ViewModel;
  problems: readonly ModelProblem[];
  onChange: (model: ViewModel) => void;
  sourceId: string;
  readOnly: boolean;
  variableNames: readonly string[];
}

/** Which dialog is open: a new field, or the field at an index. */
type Editing = { index?: number } | null;

/** A renamed field keeps its places in hierarchies; a deleted one leaves them (and an emptied hierarchy goes). */
function renameInHierarchies(model: ViewModel, from: string, to: string | undefined): ViewModel['hierarchies'] {
  return model.hierarchies
    .map((hierarchy) => ({
      ...hierarchy,
      fields: hierarchy.fields.flatMap((field) => (field !== from ? [field] : to === undefined ? [] : [to])),
    }))
    .filter((hierarchy) => hierarchy.fields.length > 0);
}

/** Fields computed by an expression over the others: listed, added, changed and removed. */
export function ComputedFieldsTable({ model, problems, onChange, sourceId, readOnly, variableNames }: ComputedFieldsTableProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [editing, setEditing] = useState<Editing>(null);
  const rows = model.computedFields.map((field, index) => ({ field, index }));

  const save = (field: ComputedField) => {
    const index = editing?.index;
    const previous = index === undefined ? undefined : model.computedFields[index];
    const computedFields = index === undefined ? [...model.computedFields, field] : model.computedFields.map((old, at) => (at === index ? field : old));
    const hierarchies = previous && previous.name !== field.name ? renameInHierarchies(model, previous.name, field.name) : model.hierarchies;
    onChange({ ...model, computedFields, hierarchies });
    setEditing(null);
  };
  const remove = (index: number) => {
    const removed = model.computedFields[index];
    onChange({
      ...model,
      computedFields: model.computedFields.filter((_field, at) => at !== index),
      hierarchies: removed ? renameInHierarchies(model, removed.name, undefined) : model.hierarchies,
    });
  };

  const columns: TableColumnsType<(typeof rows)[number]> = [
    {
      key: 'name',
      title: t('fields.name'),
      render: (_, { field, index }) => {
        const problem = problemAt(problems, ['computedFields', index, 'name']);
        return (
          <Flex vertical>
            <Typography.Text>{field.name}</Typography.Text>
            {problem && <Typography.Text type="danger">{problemText(problem)}</Typography.Text>}
          </Flex>
        );
      },
    },
    { key: 'type', title: t('viewModel.columnType'), width: 120, render: (_, { field }) => t(`viewModel.fieldType.${field.type}`) },
    { key: 'expression', title: t('fields.expression'), render: (_, { field }) => <Typography.Text code>{field.expression}</Typography.Text> },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      width: 160,
      render: (_, { field, index }) => (
        <Space size={0}>
          <Button type="link" aria-label={t('viewModel.editComputed', { name: field.name })} onClick={() => setEditing({ index })}>
            {t('viewModel.edit')}
          </Button>
          <Button type="link" danger aria-label={t('viewModel.removeComputed', { name: field.name })} onClick={() => remove(index)}>
            {t('viewModel.remove')}
          </Button>
        </Space>
      ),
    });
  }

  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">{t('viewModel.computedHint')}</Typography.Text>
      <Table
        scroll={{ x: 'max-content' }}
        size="small"
        rowKey={({ index }) => index}
        pagination={false}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('viewModel.noComputed') }}
      />
      {!readOnly && (
        <div>
          <Button onClick={() => setEditing({})}>{t('viewModel.addComputed')}</Button>
        </div>
      )}
      {editing && (
        <ComputedFieldDialog
          model={model}
          index={editing.index}
          sourceId={sourceId}
          variableNames={variableNames}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
