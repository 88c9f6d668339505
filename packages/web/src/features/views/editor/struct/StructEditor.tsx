import { PlusOutlined } from '@ant-design/icons';
import type { SourceSchemaTree, StructScript } from '@redbi/shared/domain';
import { Button, Empty, Form, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { JoinCard } from './JoinCard';
import { addJoin, findTable, pathKey, tableChoices, tablesInUse, withColumns, withTable } from './structScript';

interface StructEditorProps {
  schema: SourceSchemaTree;
  value: StructScript;
  onChange: (script: StructScript) => void;
  readOnly?: boolean;
}

/**
 * A structured view: a table of the source and its columns, and tables joined to it (inner, left, right) on
 * chosen column pairs with their own columns. The server compiles it with the same compiler as any query.
 */
export function StructEditor({ schema, value, onChange, readOnly = false }: StructEditorProps) {
  const { t } = useTranslation();
  const tables = useMemo(() => tableChoices(schema), [schema]);
  const main = findTable(tables, value.table);
  const inUse = tablesInUse(value);

  if (tables.length === 0) return <Empty description={t('views.struct.noTables')} />;
  const tableOptions = (own: readonly string[]) =>
    tables.map((table) => ({ value: table.key, label: table.label, disabled: inUse.has(table.key) && table.key !== pathKey(own) }));

  return (
    <Form layout="vertical" component="div" disabled={readOnly}>
      <Space wrap align="start">
        <Form.Item label={t('views.struct.table')} htmlFor="struct-table">
          <Select
            id="struct-table"
            showSearch
            style={{ width: 280 }}
            placeholder={t('views.struct.tablePlaceholder')}
            value={main?.key}
            options={tableOptions(value.table)}
            optionFilterProp="label"
            onChange={(key: string) => {
              const table = tables.find((candidate) => candidate.key === key);
              if (table) onChange(withTable(table));
            }}
          />
        </Form.Item>
        {main && (
          <Form.Item label={t('views.struct.columnsOf', { table: main.label })} htmlFor="struct-columns">
            <Select
              id="struct-columns"
              mode="multiple"
              allowClear
              style={{ minWidth: 320, maxWidth: 640 }}
              maxTagCount="responsive"
              value={value.columns}
              options={main.columns.map((column) => ({ value: column, label: column }))}
              onChange={(columns: string[]) => onChange(withColumns(value, columns))}
            />
          </Form.Item>
        )}
      </Space>
      {value.joins.map((join, index) => (
        <JoinCard
          // Joins have no identity of their own; their place is it.
          key={index}
          index={index}
          script={value}
          tables={tables}
          tableOptions={tableOptions(join.table)}
          onChange={onChange}
          readOnly={readOnly}
        />
      ))}
      {!readOnly && (
        <Button icon={<PlusOutlined aria-hidden />} disabled={!main} onClick={() => onChange(addJoin(value))}>
          {t('views.struct.addJoin')}
        </Button>
      )}
    </Form>
  );
}
