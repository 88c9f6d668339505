import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { joinTypes, type JoinType, type StructScript } from '@redbi/shared/domain';
import { Button, Card, Form, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addCondition,
  findTable,
  leftColumnChoices,
  pathKey,
  removeCondition,
  removeJoin,
  rightColumnChoices,
  withCondition,
  withJoinColumns,
  withJoinTable,
  withJoinType,
  type ColumnChoice,
  type TableChoice,
} from './structScript';

interface JoinCardProps {
  index: number;
  script: StructScript;
  tables: readonly TableChoice[];
  tableOptions: { value: string; label: string; disabled: boolean }[];
  onChange: (script: StructScript) => void;
  readOnly: boolean;
}

const optionsOf = (choices: readonly ColumnChoice[]) => choices.map((choice) => ({ value: choice.key, label: choice.label }));

/** One join of a structured view: its type and table, its columns, and the column pairs it joins on. */
export function JoinCard({ index, script, tables, tableOptions, onChange, readOnly }: JoinCardProps) {
  const { t } = useTranslation();
  const join = script.joins[index];
  if (!join) return null;
  const number = index + 1;
  const table = findTable(tables, join.table);
  const left = leftColumnChoices(script, tables, index);
  const right = rightColumnChoices(script, tables, index);
  const pathOf = (choices: readonly ColumnChoice[], key: string) => choices.find((choice) => choice.key === key)?.path ?? [];

  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={t('views.struct.join', { index: number })}
      extra={
        !readOnly && (
          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('views.struct.removeJoin', { index: number })} onClick={() => onChange(removeJoin(script, index))} />
        )
      }
    >
      <Space wrap align="start">
        <Select
          aria-label={t('views.struct.joinType', { index: number })}
          style={{ width: 140 }}
          value={join.type}
          options={joinTypes.map((type) => ({ value: type, label: t(`views.struct.joinTypes.${type}`) }))}
          onChange={(type: JoinType) => onChange(withJoinType(script, index, type))}
        />
        <Select
          aria-label={t('views.struct.joinTable', { index: number })}
          showSearch
          style={{ width: 260 }}
          placeholder={t('views.struct.tablePlaceholder')}
          value={table?.key}
          options={tableOptions}
          optionFilterProp="label"
          onChange={(key: string) => {
            const chosen = tables.find((candidate) => candidate.key === key);
            if (chosen) onChange(withJoinTable(script, index, chosen, tables));
          }}
        />
      </Space>
      {table && (
        <>
          <Form.Item label={t('views.struct.columnsOf', { table: table.label })} htmlFor={`struct-join-${index}-columns`} style={{ marginTop: 12 }}>
            <Select
              id={`struct-join-${index}-columns`}
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              value={join.columns}
              options={table.columns.map((column) => ({ value: column, label: column }))}
              onChange={(columns: string[]) => onChange(withJoinColumns(script, index, columns))}
            />
          </Form.Item>
          <Typography.Text strong>{t('views.struct.on')}</Typography.Text>
          {join.conditions.map((condition, at) => (
            <Space key={at} wrap style={{ display: 'flex', marginTop: 8 }}>
              <Select
                aria-label={t('views.struct.leftColumn', { index: at + 1 })}
                showSearch
                style={{ width: 260 }}
                value={condition.left.length > 0 ? pathKey(condition.left) : undefined}
                options={optionsOf(left)}
                optionFilterProp="label"
                onChange={(key: string) => onChange(withCondition(script, index, at, 'left', pathOf(left, key)))}
              />
              <span aria-hidden>=</span>
              <Select
                aria-label={t('views.struct.rightColumn', { index: at + 1 })}
                showSearch
                style={{ width: 260 }}
                value={condition.right.length > 0 ? pathKey(condition.right) : undefined}
                options={optionsOf(right)}
                optionFilterProp="label"
                onChange={(key: string) => onChange(withCondition(script, index, at, 'right', pathOf(right, key)))}
              />
              {!readOnly && join.conditions.length > 1 && (
                <Button
                  type="text"
                  icon={<MinusCircleOutlined aria-hidden />}
                  aria-label={t('views.struct.removeCondition', { index: at + 1 })}
                  onClick={() => onChange(removeCondition(script, index, at))}
                />
              )}
            </Space>
          ))}
          {!readOnly && (
            <Button type="dashed" size="small" style={{ marginTop: 8 }} icon={<PlusOutlined aria-hidden />} onClick={() => onChange(addCondition(script, index))}>
              {t('views.struct.addCondition')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
