import { SourceUpdateSchema, type Source, type SourceNode } from '@redbi/shared/domain';
import { connectorTypes, sourceTypes, type SourceType } from '@redbi/shared/sources';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../api/ApiError';
import { toaster } from '../../app/errors/toaster';
import { FolderSelect } from '../../components/folderTree/FolderSelect';
import { showSaveError } from '../../components/forms/showSaveError';
import { useZodRules } from '../../components/forms/zodRule';
import { AccountPrivilegesWarning } from './AccountPrivilegesWarning';
import { ConfigFields } from './ConfigFields';
import { configToSend, fieldsOf, initialConfig } from './configForm';
import '../../components/resourceTree/messages';
import { iconOfType } from './sourceIcons';
import { useCreateSource, useTestConnection, useUpdateSource } from './sourceQueries';

interface SourceFormValues {
  name: string;
  description?: string;
  type: SourceType;
  parentId: string | null;
  config?: Record<string, unknown>;
}

interface SourceFormProps {
  orgId: string;
  /** The tree, for the folder a new source goes into. */
  nodes: readonly SourceNode[];
  /** The source edited; without it a new one is created. */
  source?: Source;
  initialType?: SourceType;
  initialParentId?: string | null;
  onCreated?: (source: Source) => void;
}

/** The organisation refuses sources whose account may do more than read: shown in place, not as a toast. */
const isPrivilegedRefusal = (error: unknown): error is ApiError => isApiError(error) && error.errCode === 'SOURCE_ACCOUNT_PRIVILEGED';

const typeOptions = sourceTypes.map((type) => ({
  value: type,
  label: (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      {iconOfType(type)}
      <span>{connectorTypes[type].name}</span>
    </span>
  ),
}));

/** Name, description and the generated settings of a source, with 'Test connection' and 'Save'. */
export function SourceForm({ orgId, nodes, source, initialType = 'postgres', initialParentId = null, onCreated }: SourceFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SourceFormValues>();
  const rulesFor = useZodRules(SourceUpdateSchema);
  const create = useCreateSource(orgId);
  const update = useUpdateSource(orgId);
  const test = useTestConnection(orgId);
  const watchedType = Form.useWatch('type', form) as SourceType | undefined;
  const database = Form.useWatch(['config', 'database'], form) as unknown;
  const type: SourceType = source?.type ?? watchedType ?? initialType;
  const canManage = !source || source.privileges.includes('manage');
  const secretsSet = source?.secretsSet ?? [];
  const uploads = connectorTypes[type].capabilities.uploads;

  const refusal = [test.error, create.error, update.error].find(isPrivilegedRefusal);

  const configOf = (): Record<string, unknown> => configToSend(type, (form.getFieldValue('config') as Record<string, unknown> | undefined) ?? {});

  const runTest = async () => {
    try {
      await form.validateFields([['config']], { recursive: true });
    } catch {
      return;
    }
    test.mutate({ type, config: configOf(), ...(source ? { sourceId: source.id } : {}) });
  };

  const save = (values: SourceFormValues) => {
    const common = { name: values.name, description: values.description ?? '', config: configOf() };
    const onError = (error: unknown) => {
      if (!isPrivilegedRefusal(error)) showSaveError(form, error);
    };
    if (source) {
      update.mutate(
        { sourceId: source.id, ...common },
        {
          onSuccess: () => {
            toaster.show('success', t('sources.editor.saved'));
            // A secret typed in is stored now: its field empties and says it keeps the stored value.
            for (const field of fieldsOf(type).filter((candidate) => candidate.secret)) form.setFieldValue(['config', field.name], '');
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { isFolder: false, type, parentId: values.parentId, ...common },
        {
          onSuccess: (created) => {
            toaster.show('success', t('sources.editor.created', { name: created.name }));
            onCreated?.(created);
          },
          onError,
        },
      );
    }
  };

  const changeType = (next: SourceType) => {
    form.setFieldValue('config', initialConfig(next));
    test.reset();
  };

  return (
    <Form
      form={form}
      name="source"
      layout="vertical"
      disabled={!canManage}
      style={{ maxWidth: 640 }}
      initialValues={{
        name: source?.name ?? '',
        description: source?.description ?? '',
        type,
        parentId: initialParentId,
        config: initialConfig(type, source?.config),
      }}
      onValuesChange={() => {
        if (test.data !== undefined || test.error !== null) test.reset();
        for (const saving of [create, update]) if (saving.error !== null) saving.reset();
      }}
      onFinish={save}
    >
      {!canManage && <Alert type="info" showIcon message={t('sources.editor.readOnly')} style={{ marginBottom: 16 }} />}
      {!source && (
        <>
          <Form.Item name="type" label={t('fields.type')} required>
            <Select options={typeOptions} onChange={changeType} />
          </Form.Item>
          <Form.Item name="parentId" label={t('resourceTree.folder.parent')}>
            <FolderSelect nodes={nodes} topLabel={t('resourceTree.folder.top')} canChoose={(folder) => folder.privileges.includes('manage')} />
          </Form.Item>
        </>
      )}
      <Form.Item name="name" label={t('fields.name')} rules={rulesFor('name')} required>
        <Input autoFocus={!source} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')} rules={rulesFor('description')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      {uploads && !source && <Alert type="info" showIcon message={t('sources.editor.fileIntro')} style={{ marginBottom: 16 }} />}
      <ConfigFields key={type} type={type} secretsSet={secretsSet} disabled={!canManage} />
      {canManage && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {test.data && (
            <Alert type="success" showIcon message={t('sources.editor.testOk', { version: test.data.serverVersion, ms: Math.round(test.data.latencyMs) })} />
          )}
          {test.data && (
            <AccountPrivilegesWarning subject="tested" privileges={test.data.privileges} type={type} database={typeof database === 'string' ? database : ''} />
          )}
          {test.error && !isPrivilegedRefusal(test.error) && (
            <Alert type="error" showIcon message={t('sources.editor.testFailed')} description={test.error.message} />
          )}
          {refusal && <Alert type="error" showIcon message={refusal.message} />}
          <Space>
            {!uploads && (
              <Button onClick={() => void runTest()} loading={test.isPending}>
                {t('sources.editor.test')}
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
              {t('sources.editor.save')}
            </Button>
          </Space>
        </Space>
      )}
    </Form>
  );
}
