import './messages';
import type { VariablePermission } from '@redbi/shared/domain';
import { Button, Flex, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { holdsSql, type VariableDraft } from './variableDraft';

interface VariablesTableProps {
  variables: readonly VariableDraft[];
  loading?: boolean;
  /** A message under a variable's name, by index (a name taken twice …). */
  problemOf?: (index: number) => string | undefined;
  /** Edit and delete, for those who may; none when read only. */
  actions?: { edit: (index: number) => void; remove: (index: number) => void };
  /** Whether values per subject are known (they are only sent to those who manage them). */
  showValues?: boolean;
}

type Row = { variable: VariableDraft; index: number };

/** Variables with their settings at a glance; the actions open the editor or delete. */
export function VariablesTable({ variables, loading, problemOf, actions, showValues = true }: VariablesTableProps) {
  const { t } = useTranslation();
  const permissionText = (permission: VariablePermission) => t(`viewVariables.permission.${permission}`);
  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('fields.name'),
      render: (_, { variable, index }) => {
        const problem = problemOf?.(index);
        return (
          <Flex vertical>
            <Typography.Text code style={{ whiteSpace: 'nowrap' }}>{`$${variable.name}$`}</Typography.Text>
            {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
          </Flex>
        );
      },
    },
    { key: 'label', title: t('fields.label'), render: (_, { variable }) => variable.label },
    {
      key: 'type',
      title: t('fields.type'),
      render: (_, { variable }) => (
        <Tag color={variable.type === 'permission' ? 'red' : 'blue'}>{t(`viewVariables.type.${variable.type}`)}</Tag>
      ),
    },
    { key: 'valueType', title: t('viewVariables.valueTypeLabel'), render: (_, { variable }) => t(`viewVariables.valueType.${variable.valueType}`) },
    {
      key: 'permission',
      title: t('viewVariables.permissionLabel'),
      render: (_, { variable }) => (variable.type === 'query' ? permissionText(variable.permission) : '—'),
    },
    {
      key: 'default',
      title: t('fields.defaultValue'),
      render: (_, { variable }) =>
        holdsSql(variable) ? <Typography.Text code>{variable.defaultValue[0] ?? ''}</Typography.Text> : variable.defaultValue.join(', '),
    },
  ];
  if (showValues) {
    columns.push({
      key: 'values',
      title: t('viewVariables.subjectValues'),
      render: (_, { variable }) => t('viewVariables.subjectCount', { count: variable.values.length }),
    });
  }
  if (actions) {
    columns.push({
      key: 'actions',
      width: 150,
      render: (_, { variable, index }) => (
        <Space size={0}>
          <Button type="link" aria-label={t('viewVariables.editVariable', { name: variable.name })} onClick={() => actions.edit(index)}>
            {t('viewVariables.edit')}
          </Button>
          <Button type="link" danger aria-label={t('viewVariables.deleteVariable', { name: variable.name })} onClick={() => actions.remove(index)}>
            {t('viewVariables.delete')}
          </Button>
        </Space>
      ),
    });
  }
  return (
    <Table<Row>
      scroll={{ x: 'max-content' }}
      size="small"
      rowKey={({ variable, index }) => variable.id ?? `new:${index}`}
      loading={loading}
      pagination={false}
      columns={columns}
      dataSource={variables.map((variable, index) => ({ variable, index }))}
      locale={{ emptyText: t('viewVariables.none') }}
    />
  );
}
