import { fieldCategories, fieldTypes, type FieldCategory, type FieldType, type ModelColumn, type ViewModel } from '@redbi/shared/domain';
import { Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupFieldPaths } from './fieldPaths';
import { problemAt, type ModelProblem } from './modelProblems';
import { useProblemText } from './useProblemText';

interface FieldRow {
  key: string;
  kind: 'field';
  displayName: string;
  column: ModelColumn;
  index: number;
}
interface GroupRow {
  key: string;
  kind: 'group';
  name: string;
  children: FieldRow[];
}
type Row = FieldRow | GroupRow;

interface ModelColumnsTableProps {
  model: ViewModel;
  problems: readonly ModelProblem[];
  onChange: (model: ViewModel) => void;
  readOnly: boolean;
}

/** Each column's type and category; a structured view's "table.column" names grouped by table. */
export function ModelColumnsTable({ model, problems, onChange, readOnly }: ModelColumnsTableProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const needle = search.trim().toLowerCase();
  const indexOf = new Map(model.columns.map((column, index) => [column.name, index]));
  const shown = model.columns.filter((column) => column.name.toLowerCase().includes(needle)).map((column) => column.name);
  const fieldRow = (name: string, displayName: string): FieldRow => {
    const index = indexOf.get(name) ?? 0;
    return { key: `field:${name}`, kind: 'field', displayName, column: model.columns[index] ?? { name, type: 'string', category: 'uncategorized' }, index };
  };
  const rows: Row[] = groupFieldPaths(shown).map((node) =>
    node.kind === 'field'
      ? fieldRow(node.name, node.displayName)
      : { key: `group:${node.name}`, kind: 'group', name: node.name, children: node.children.map((leaf) => fieldRow(leaf.name, leaf.displayName)) },
  );
  const groupKeys = rows.filter((row) => row.kind === 'group').map((row) => row.key);

  const change = (index: number, patch: Partial<ModelColumn>) =>
    onChange({ ...model, columns: model.columns.map((column, at) => (at === index ? { ...column, ...patch } : column)) });

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('viewModel.columnName'),
      render: (_, row) => {
        if (row.kind === 'group') {
          return (
            <Typography.Text strong>
              {row.name} <Typography.Text type="secondary">{t('viewModel.groupCount', { count: row.children.length })}</Typography.Text>
            </Typography.Text>
          );
        }
        const problem = problemAt(problems, ['columns', row.index, 'name']);
        return (
          <Flex vertical>
            <Typography.Text title={row.column.name}>{row.displayName}</Typography.Text>
            {problem && <Typography.Text type="danger">{problemText(problem)}</Typography.Text>}
          </Flex>
        );
      },
    },
    {
      key: 'type',
      title: t('viewModel.columnType'),
      width: 180,
      render: (_, row) =>
        row.kind === 'field' && (
          <Select<FieldType>
            aria-label={t('viewModel.typeOf', { name: row.column.name })}
            value={row.column.type}
            disabled={readOnly}
            style={{ width: '100%' }}
            onChange={(type) => change(row.index, { type })}
            options={fieldTypes.map((type) => ({ value: type, label: t(`viewModel.fieldType.${type}`) }))}
          />
        ),
    },
    {
      key: 'category',
      title: t('viewModel.columnCategory'),
      width: 220,
      render: (_, row) =>
        row.kind === 'field' && (
          <Select<FieldCategory>
            aria-label={t('viewModel.categoryOf', { name: row.column.name })}
            value={row.column.category}
            disabled={readOnly}
            style={{ width: '100%' }}
            onChange={(category) => change(row.index, { category })}
            options={fieldCategories.map((category) => ({ value: category, label: t(`viewModel.category.${category}`) }))}
          />
        ),
    },
  ];

  return (
    <Flex vertical gap="small">
      <Input.Search
        allowClear
        aria-label={t('viewModel.searchColumns')}
        placeholder={t('viewModel.searchColumns')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 320 }}
      />
      <Table<Row>
        scroll={{ x: 'max-content' }}
        size="small"
        rowKey="key"
        pagination={false}
        columns={columns}
        dataSource={rows}
        expandable={{
          expandedRowKeys: groupKeys.filter((key) => !collapsed.has(key)),
          onExpand: (expanded, row) =>
            setCollapsed((keys) => {
              const next = new Set(keys);
              if (expanded) next.delete(row.key);
              else next.add(row.key);
              return next;
            }),
        }}
        locale={{ emptyText: model.columns.length === 0 ? t('viewModel.noColumns') : t('viewModel.noMatch') }}
      />
    </Flex>
  );
}
