import { importColumnTypes, tableNameField, type FileUpload, type ImportColumnType, type Source } from '@redbi/shared/domain';
import { translateIssue } from '@redbi/shared/i18n';
import { Button, Card, Form, Input, Radio, Select, Space, Table, Typography, type FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { showSaveError } from '../../components/forms/showSaveError';
import { useConfigTranslate } from './configRules';
import { cellText, draftColumnsOf, tableNameOf, type ImportColumnDraft } from './importDraft';
import { useImportTable } from './sourceQueries';

type Mode = 'create' | 'append' | 'replace';

interface ImportValues {
  mode: Mode;
  table: string;
  target?: string;
  columns: ImportColumnDraft[];
}

interface ImportPreviewProps {
  orgId: string;
  source: Source;
  upload: FileUpload;
  onDone: () => void;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first rows of an uploaded file, its columns with editable names and types, and 'Save table'. */
export function ImportPreview({ orgId, source, upload, onDone }: ImportPreviewProps) {
  const { t } = useTranslation();
  const translate = useConfigTranslate();
  const [form] = Form.useForm<ImportValues>();
  const save = useImportTable(orgId, source.id);
  const mode = (Form.useWatch('mode', form) as Mode | undefined) ?? 'create';
  const tables = source.tables.map((table) => table.name);

  const nameRule = (check: (name: string) => string | undefined): RuleObject => ({
    validator: (_rule, value: string | undefined) => {
      const issue = tableNameField().safeParse(value ?? '').error?.issues[0];
      const message = issue ? translateIssue({ ...issue, path: ['name'] }, translate) : check(value ?? '');
      return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
  const tableRule = nameRule((name) => (tables.some((table) => sameName(table, name)) ? t('sources.import.tableExists', { name }) : undefined));
  const columnRule = (index: number): FormRule => ({ getFieldValue }) =>
    nameRule((name) => {
      const names = ((getFieldValue('columns') as ImportColumnDraft[] | undefined) ?? []).map((column) => column?.name ?? '');
      return names.findIndex((other) => sameName(other, name)) < index ? t('sources.import.duplicateColumn') : undefined;
    });

  const submit = (values: ImportValues) => {
    const table = values.mode === 'create' ? values.table : (values.target ?? '');
    const columns = upload.columns.map((column, index) => ({
      source: column.name,
      name: values.columns[index]?.name ?? column.name,
      type: values.columns[index]?.type ?? column.type,
    }));
    save.mutate(
      { uploadId: upload.uploadId, table, mode: values.mode, columns },
      {
        onSuccess: (saved) => {
          const count = saved.tables.find((candidate) => sameName(candidate.name, table))?.rowCount ?? 0;
          toaster.show('success', t('sources.import.saved', { name: table, count }));
          onDone();
        },
        onError: (error) => showSaveError(form, error, [values.mode === 'create' ? 'table' : 'target']),
      },
    );
  };

  const typeOptions = importColumnTypes.map((type: ImportColumnType) => ({ value: type, label: t(`sources.columnTypes.${type}`) }));
  const rows = upload.rows.map((row, index) => ({ key: index, cells: row }));
  const otherColumns = (index: number) => upload.columns.map((_column, other) => ['columns', other, 'name']).filter((_path, other) => other !== index);

  return (
    <Card size="small" title={t('sources.import.title', { name: upload.fileName })} style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('sources.import.firstRows')}</Typography.Title>
      <Table
        size="small"
        pagination={false}
        scroll={{ x: 'max-content', y: 280 }}
        dataSource={rows}
        columns={upload.columns.map((column, index) => ({
          key: String(index),
          title: column.name,
          render: (_value: unknown, row: (typeof rows)[number]) => cellText(row.cells[index], t('sources.import.null')),
        }))}
      />
      <Form
        form={form}
        name="tableImport"
        layout="vertical"
        style={{ marginTop: 16 }}
        initialValues={{ mode: 'create', table: tableNameOf(upload.fileName), target: tables[0], columns: draftColumnsOf(upload) }}
        onFinish={submit}
      >
        <Typography.Title level={5}>{t('sources.import.columns')}</Typography.Title>
        <Table
          scroll={{ x: 'max-content' }}
          size="small"
          pagination={false}
          dataSource={upload.columns.map((column, index) => ({ ...column, key: index }))}
          columns={[
            {
              key: 'source',
              title: t('sources.import.inFile'),
              render: (_value, column) => column.name,
            },
            { key: 'detected', title: t('sources.import.detected'), render: (_value, column) => <Typography.Text type="secondary">{column.dbType}</Typography.Text> },
            {
              key: 'name',
              title: t('sources.import.columnName'),
              render: (_value, column, index) => (
                <Form.Item name={['columns', index, 'name']} rules={[columnRule(index)]} dependencies={otherColumns(index)} style={{ marginBottom: 0 }}>
                  <Input aria-label={t('sources.import.nameOf', { name: column.name })} autoComplete="off" />
                </Form.Item>
              ),
            },
            {
              key: 'type',
              title: t('sources.import.columnType'),
              render: (_value, column, index) => (
                <Form.Item name={['columns', index, 'type']} style={{ marginBottom: 0 }}>
                  <Select aria-label={t('sources.import.typeOf', { name: column.name })} options={typeOptions} style={{ minWidth: 140 }} />
                </Form.Item>
              ),
            },
          ]}
        />
        <Form.Item name="mode" label={t('sources.import.mode')} style={{ marginTop: 16 }}>
          <Radio.Group
            options={[
              { value: 'create', label: t('sources.import.create') },
              { value: 'append', label: t('sources.import.append'), disabled: tables.length === 0 },
              { value: 'replace', label: t('sources.import.replace'), disabled: tables.length === 0 },
            ]}
          />
        </Form.Item>
        {mode === 'create' ? (
          <Form.Item name="table" label={t('sources.import.table')} rules={[tableRule]} required>
            <Input autoComplete="off" />
          </Form.Item>
        ) : (
          <Form.Item name="target" label={t('sources.import.target')} rules={[{ required: true, message: t('validation.required', { field: t('sources.import.target') }) }]}>
            <Select options={tables.map((name) => ({ value: name, label: name }))} />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('sources.import.save')}
          </Button>
          <Button onClick={onDone} disabled={save.isPending}>
            {t('sources.import.discard')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
