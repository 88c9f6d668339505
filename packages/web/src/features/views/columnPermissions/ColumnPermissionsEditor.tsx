import './messages';
import { DeleteOutlined } from '@ant-design/icons';
import { columnPermissionModes, type ColumnPermission, type ColumnPermissionMode } from '@redbi/shared/domain';
import { Button, Flex, Radio, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameSubject, subjectKey } from '../../permissions/subjects';
import { groupedFieldOptions } from '../model/fieldPaths';
import { AddSubjectSelect } from '../variables/AddSubjectSelect';
import { SubjectLabel } from '../variables/SubjectLabel';
import { useSubjectDirectory } from '../variables/subjectDirectory';

interface ColumnPermissionsEditorProps {
  orgId: string;
  /** Every field of the view's model. */
  fields: string[];
  value: ColumnPermission[];
  onChange: (value: ColumnPermission[]) => void;
  readOnly?: boolean;
}

/**
 * Which columns each role or member may read: all, some (partial) or none. Hidden columns read as empty:
 * the server leaves them out of the SQL it runs.
 */
export function ColumnPermissionsEditor({ orgId, fields, value, onChange, readOnly = false }: ColumnPermissionsEditorProps) {
  const { t } = useTranslation();
  const directory = useSubjectDirectory(orgId);
  const change = (index: number, patch: Partial<ColumnPermission>) => onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const nameOf = (row: ColumnPermission) => directory.itemOf(row.subject).name;

  const columns: TableColumnsType<ColumnPermission> = [
    {
      key: 'subject',
      title: t('fields.subject'),
      width: 200,
      render: (_, row) => <SubjectLabel subject={row.subject} directory={directory} />,
    },
    {
      key: 'mode',
      title: t('columnPermissions.mode'),
      width: 240,
      render: (_, row, index) => (
        // antd's Radio.Group has no radiogroup role of its own.
        <div role="radiogroup" aria-label={t('columnPermissions.modeOf', { name: nameOf(row) })}>
          <Radio.Group
            optionType="button"
            size="small"
            disabled={readOnly}
            value={row.mode}
            onChange={(event) => {
              const mode = event.target.value as ColumnPermissionMode;
              change(index, { mode, columns: mode === 'partial' ? row.columns : [] });
            }}
            options={columnPermissionModes.map((mode) => ({ value: mode, label: t(`columnPermissions.modes.${mode}`) }))}
          />
        </div>
      ),
    },
    {
      key: 'columns',
      title: t('columnPermissions.visibleColumns'),
      render: (_, row, index) => {
        if (row.mode !== 'partial') return <Typography.Text type="secondary">{t(`columnPermissions.summary.${row.mode}`)}</Typography.Text>;
        // A column that left the model stays listed until it is removed, so nothing changes unseen.
        const options = groupedFieldOptions([...fields, ...row.columns.filter((column) => !fields.includes(column))]);
        return (
          <Flex vertical>
            <Select<string[]>
              aria-label={t('columnPermissions.columnsOf', { name: nameOf(row) })}
              mode="multiple"
              disabled={readOnly}
              value={row.columns}
              options={options}
              onChange={(selected) => change(index, { columns: selected })}
              placeholder={t('columnPermissions.chooseColumns')}
              style={{ width: '100%', minWidth: 220 }}
            />
            {row.columns.length === 0 && <Typography.Text type="warning">{t('columnPermissions.noneChosen')}</Typography.Text>}
          </Flex>
        );
      },
    },
  ];
  if (!readOnly) {
    columns.push({
      key: 'remove',
      width: 48,
      render: (_, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('columnPermissions.remove', { name: nameOf(row) })}
          onClick={() => onChange(value.filter((other) => !sameSubject(other.subject, row.subject)))}
        />
      ),
    });
  }

  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">{t('columnPermissions.hint')}</Typography.Text>
      <Table<ColumnPermission>
        scroll={{ x: 'max-content' }}
        size="small"
        rowKey={(row) => subjectKey(row.subject)}
        pagination={false}
        columns={columns}
        dataSource={value}
        locale={{ emptyText: t('columnPermissions.empty') }}
      />
      {!readOnly && (
        <AddSubjectSelect
          directory={directory}
          taken={value.map((row) => row.subject)}
          label={t('columnPermissions.add')}
          onAdd={(subject) => onChange([...value, { subject, mode: 'partial', columns: [] }])}
        />
      )}
    </Flex>
  );
}
