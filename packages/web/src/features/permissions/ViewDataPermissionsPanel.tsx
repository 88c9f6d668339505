import type { ColumnPermission, SubjectVariableValues, Variable, ViewDataPermissions } from '@redbi/shared/domain';
import { Alert, Button, Card, Empty, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { LoadFailure } from '../../components/LoadFailure';
import { ColumnPermissionsEditor } from '../views/columnPermissions/ColumnPermissionsEditor';
import { SubjectValuesEditor } from '../views/variables/SubjectValuesEditor';
import { holdsSql, invalidSubjectValue } from '../views/variables/variableDraft';
import { VariableTypeHint } from '../views/variables/VariableTypeHint';
import { useSaveViewDataPermissions, useViewDataPermissions } from './dataPermissionQueries';

interface ViewDataPermissionsPanelProps {
  orgId: string;
  viewId: string;
  /** Whether there are unsaved changes, so that choosing another resource can ask first. */
  onDirtyChange: (dirty: boolean) => void;
}

/** Row permissions (values per subject of the view's variables) and column permissions of one view. */
export function ViewDataPermissionsPanel({ orgId, viewId, onDirtyChange }: ViewDataPermissionsPanelProps) {
  const { t } = useTranslation();
  const saved = useViewDataPermissions(orgId, viewId);
  return (
    <Card size="small" title={<span id={`data-permissions-${viewId}`}>{t('permissions.data.title')}</span>}>
      <section aria-labelledby={`data-permissions-${viewId}`}>
        {saved.isError ? (
          <LoadFailure error={saved.error} onRetry={() => void saved.refetch()} />
        ) : saved.isPending ? (
          <Spin />
        ) : (
          // Starts again from what the server answered after each save.
          <DataPermissionsForm key={saved.dataUpdatedAt} orgId={orgId} viewId={viewId} saved={saved.data} onDirtyChange={onDirtyChange} />
        )}
      </section>
    </Card>
  );
}

type ValuesById = Record<string, SubjectVariableValues[]>;
const valuesById = (variables: readonly Variable[]): ValuesById => Object.fromEntries(variables.map((variable) => [variable.id, variable.values]));

function DataPermissionsForm({ orgId, viewId, saved, onDirtyChange }: { orgId: string; viewId: string; saved: ViewDataPermissions } & Pick<ViewDataPermissionsPanelProps, 'onDirtyChange'>) {
  const { t } = useTranslation();
  const save = useSaveViewDataPermissions(orgId, viewId);
  const [values, setValues] = useState(() => valuesById(saved.variables));
  const [columns, setColumns] = useState<ColumnPermission[]>(saved.columnPermissions);
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesById(saved.variables)) || JSON.stringify(columns) !== JSON.stringify(saved.columnPermissions);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const problem = saved.variables
    .map((variable) => ({ variable, problem: holdsSql(variable) ? undefined : invalidSubjectValue(variable.valueType, values[variable.id] ?? []) }))
    .find((entry) => entry.problem !== undefined);
  const discard = () => {
    setValues(valuesById(saved.variables));
    setColumns(saved.columnPermissions);
  };
  const submit = () =>
    save.mutate(
      { variables: saved.variables.map((variable) => ({ id: variable.id, values: values[variable.id] ?? [] })), columnPermissions: columns },
      { onSuccess: () => toaster.show('success', t('permissions.data.saved')) },
    );

  return (
    <Flex vertical gap="middle">
      <Flex justify="end" align="center" gap="small" wrap>
        {dirty && <Typography.Text type="warning">{t('permissions.changed')}</Typography.Text>}
        <Space wrap>
          <Button disabled={!dirty || save.isPending} onClick={discard}>
            {t('permissions.discard')}
          </Button>
          <Button type="primary" disabled={!dirty || problem !== undefined} loading={save.isPending} onClick={submit}>
            {t('permissions.data.save')}
          </Button>
        </Space>
      </Flex>
      {problem && <Alert type="error" showIcon message={t('permissions.data.fixValues', { name: problem.variable.name })} />}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('permissions.data.rows')}
      </Typography.Title>
      {saved.variables.length === 0 && <Empty description={t('permissions.data.noVariables')} />}
      {saved.variables.map((variable) => (
        <Flex key={variable.id} vertical gap={4} role="group" aria-label={t('permissions.data.variable', { name: variable.name })}>
          <Flex gap="small" align="center" wrap>
            <Typography.Text code>{`$${variable.name}$`}</Typography.Text>
            {variable.label && <Typography.Text>{variable.label}</Typography.Text>}
            <Tag color={variable.type === 'permission' ? 'red' : 'blue'}>{t(`viewVariables.type.${variable.type}`)}</Tag>
            {variable.viewId === null && <Tag>{t('permissions.data.public')}</Tag>}
          </Flex>
          <Typography.Text type="secondary">
            <VariableTypeHint type={variable.type} />
          </Typography.Text>
          <SubjectValuesEditor
            orgId={orgId}
            variable={variable}
            value={values[variable.id] ?? []}
            onChange={(rows) => setValues((current) => ({ ...current, [variable.id]: rows }))}
          />
        </Flex>
      ))}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('permissions.data.columns')}
      </Typography.Title>
      <ColumnPermissionsEditor orgId={orgId} fields={saved.fields} value={columns} onChange={setColumns} />
    </Flex>
  );
}
