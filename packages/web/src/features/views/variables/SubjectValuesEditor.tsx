import './messages';
import { DeleteOutlined } from '@ant-design/icons';
import { variablePermissions, type SubjectVariableValues, type VariablePermission } from '@redbi/shared/domain';
import { Button, Checkbox, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameSubject, subjectKey } from '../../permissions/subjects';
import { AddSubjectSelect } from './AddSubjectSelect';
import { SubjectLabel } from './SubjectLabel';
import { useSubjectDirectory } from './subjectDirectory';
import { holdsSql, invalidValue, type VariableDraft } from './variableDraft';
import { ValuesInput } from './ValuesInput';

interface SubjectValuesEditorProps {
  orgId: string;
  /** What the values are for: their type, and whether a subject may get a permission of its own. */
  variable: Pick<VariableDraft, 'name' | 'type' | 'valueType' | 'expression'>;
  value?: SubjectVariableValues[];
  onChange?: (rows: SubjectVariableValues[]) => void;
  readOnly?: boolean;
  id?: string;
}

/** "As the variable" in the permission column: the row has no permission of its own. */
const INHERIT = 'inherit';

/**
 * The values of one variable per role and member: their own values or the default and, for a query
 * variable, optionally a permission of their own.
 */
export function SubjectValuesEditor({ orgId, variable, value = [], onChange, readOnly = false, id }: SubjectValuesEditorProps) {
  const { t } = useTranslation();
  const directory = useSubjectDirectory(orgId);
  const sql = holdsSql(variable);
  const change = (index: number, patch: Partial<SubjectVariableValues>) =>
    onChange?.(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const nameOf = (row: SubjectVariableValues) => directory.itemOf(row.subject).name;

  const columns: TableColumnsType<SubjectVariableValues> = [
    {
      key: 'subject',
      title: t('fields.subject'),
      width: 200,
      render: (_, row) => <SubjectLabel subject={row.subject} directory={directory} />,
    },
    {
      key: 'values',
      title: t('fields.values'),
      render: (_, row, index) => {
        const problem = row.useDefault ? undefined : invalidValue(variable.valueType, row.values);
        return (
          <Flex vertical>
            <ValuesInput
              valueType={variable.valueType}
              sql={sql}
              aria-label={t('viewVariables.valuesOf', { name: nameOf(row) })}
              value={row.values}
              disabled={readOnly || row.useDefault}
              status={problem ? 'error' : undefined}
              onChange={(values) => change(index, { values })}
            />
            {problem && <Typography.Text type="danger">{t(problem.key, { value: problem.value })}</Typography.Text>}
          </Flex>
        );
      },
    },
    {
      key: 'useDefault',
      title: t('viewVariables.useDefault'),
      width: 110,
      render: (_, row, index) => (
        <Checkbox
          aria-label={t('viewVariables.useDefaultFor', { name: nameOf(row) })}
          checked={row.useDefault}
          disabled={readOnly}
          onChange={(event) => change(index, { useDefault: event.target.checked, ...(event.target.checked ? { values: [] } : {}) })}
        />
      ),
    },
  ];
  if (variable.type === 'query') {
    columns.push({
      key: 'permission',
      title: t('viewVariables.ownPermission'),
      width: 170,
      render: (_, row, index) => (
        <Select<VariablePermission | typeof INHERIT>
          aria-label={t('viewVariables.permissionOf', { name: nameOf(row) })}
          value={row.permission ?? INHERIT}
          disabled={readOnly}
          style={{ width: '100%' }}
          onChange={(permission) => {
            const { permission: _old, ...rest } = row;
            onChange?.(value.map((old, at) => (at === index ? (permission === INHERIT ? rest : { ...rest, permission }) : old)));
          }}
          options={[
            { value: INHERIT, label: t('viewVariables.asVariable') },
            ...variablePermissions.map((permission) => ({ value: permission, label: t(`viewVariables.permission.${permission}`) })),
          ]}
        />
      ),
    });
  }
  if (!readOnly) {
    columns.push({
      key: 'remove',
      width: 48,
      render: (_, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('viewVariables.removeSubject', { name: nameOf(row) })}
          onClick={() => onChange?.(value.filter((other) => !sameSubject(other.subject, row.subject)))}
        />
      ),
    });
  }

  return (
    <Flex vertical gap="small" id={id}>
      <Table<SubjectVariableValues>
        scroll={{ x: 'max-content' }}
        size="small"
        rowKey={(row) => subjectKey(row.subject)}
        pagination={false}
        columns={columns}
        dataSource={value}
        locale={{ emptyText: t(variable.type === 'permission' ? 'viewVariables.noSubjectsPermission' : 'viewVariables.noSubjectsQuery') }}
      />
      {!readOnly && (
        <AddSubjectSelect
          directory={directory}
          taken={value.map((row) => row.subject)}
          label={t('viewVariables.addSubject', { name: variable.name || t('viewVariables.thisVariable') })}
          onAdd={(subject) => onChange?.([...value, { subject, values: [], useDefault: false }])}
        />
      )}
    </Flex>
  );
}
