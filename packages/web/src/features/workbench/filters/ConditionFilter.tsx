import { filterOperators, type FilterOperator } from '@redbi/shared/query';
import { Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { literal, literalOf, operatorArity } from './filterDraft';
import type { FilterModeProps } from './filterModeProps';
import { ValueInput } from './ValueInput';

const textOperators = new Set<FilterOperator>(['LIKE', 'NOT_LIKE', 'PREFIX_LIKE', 'PREFIX_NOT_LIKE', 'SUFFIX_LIKE', 'SUFFIX_NOT_LIKE']);

/** Any of spec §3's 18 operators, with the values it reads typed as the field. */
export function ConditionFilter({ field, filter, onChange }: FilterModeProps) {
  const { t } = useTranslation();
  const operator = filter?.operator ?? 'EQ';
  const arity = operatorArity[operator];
  const values = filter?.values ?? [];
  const write = (nextOperator: FilterOperator, nextValues: typeof values) =>
    onChange({ mode: 'condition', operator: nextOperator, values: nextValues });
  const setValue = (index: number, value: string | number | null) => {
    const next = [...values];
    next[index] = literal(value, textOperators.has(operator) ? 'string' : field.type);
    write(operator, next);
  };
  const valueAt = (index: number) => {
    const raw = literalOf(values[index]);
    return typeof raw === 'boolean' ? String(raw) : raw;
  };
  const keep = (nextOperator: FilterOperator) => {
    const nextArity = operatorArity[nextOperator];
    const count = nextArity === 'many' ? values.length : nextArity;
    write(nextOperator, values.slice(0, count));
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('workbench.filter.operator')} htmlFor="filter-operator">
        <Select id="filter-operator" value={operator} onChange={keep} options={filterOperators.map((each) => ({ value: each, label: t(`filterOperators.${each}`) }))} />
      </Form.Item>
      {arity === 1 && (
        <Form.Item label={t('workbench.filter.value')}>
          <ValueInput type={field.type} asText={textOperators.has(operator)} label={t('workbench.filter.value')} value={valueAt(0)} onChange={(value) => setValue(0, value)} />
        </Form.Item>
      )}
      {arity === 2 && (
        <Flex gap="small">
          <Form.Item label={t('workbench.filter.from')} style={{ flex: 1 }}>
            <ValueInput type={field.type} label={t('workbench.filter.from')} value={valueAt(0)} onChange={(value) => setValue(0, value)} />
          </Form.Item>
          <Form.Item label={t('workbench.filter.to')} style={{ flex: 1 }}>
            <ValueInput type={field.type} label={t('workbench.filter.to')} value={valueAt(1)} onChange={(value) => setValue(1, value)} />
          </Form.Item>
        </Flex>
      )}
      {arity === 'many' && (
        <Form.Item label={t('workbench.filter.values')} extra={t('workbench.filter.valuesHint')} htmlFor="filter-values">
          <Select
            id="filter-values"
            mode="tags"
            open={false}
            suffixIcon={null}
            value={values.map((value) => String(literalOf(value) ?? ''))}
            onChange={(texts: string[]) => write(operator, texts.map((text) => literal(text, field.type)))}
          />
        </Form.Item>
      )}
    </Form>
  );
}
