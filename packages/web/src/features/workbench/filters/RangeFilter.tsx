import { Alert, Flex, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { literal, literalOf, rangeIsOrdered } from './filterDraft';
import type { FilterModeProps } from './filterModeProps';

const numberOf = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

/** A numeric range: within it (BETWEEN) or outside it (NOT_BETWEEN); the end must exceed the start (spec §5). */
export function RangeFilter({ field, filter, onChange }: FilterModeProps) {
  const { t } = useTranslation();
  const from = numberOf(literalOf(filter?.values[0]));
  const to = numberOf(literalOf(filter?.values[1]));
  const outside = filter?.operator === 'NOT_BETWEEN';
  const write = (nextFrom: number | null, nextTo: number | null, nextOutside: boolean) =>
    onChange({
      mode: 'range',
      operator: nextOutside ? 'NOT_BETWEEN' : 'BETWEEN',
      values: [literal(nextFrom, field.type), literal(nextTo, field.type)],
    });
  const problem = from !== null && to !== null && !rangeIsOrdered(from, to);

  return (
    <Form layout="vertical" component="div">
      <Flex gap="small">
        <Form.Item label={t('workbench.filter.from')} htmlFor="filter-range-from" style={{ flex: 1 }}>
          <InputNumber id="filter-range-from" style={{ width: '100%' }} value={from} onChange={(value) => write(value, to, outside)} />
        </Form.Item>
        <Form.Item label={t('workbench.filter.to')} htmlFor="filter-range-to" style={{ flex: 1 }}>
          <InputNumber id="filter-range-to" style={{ width: '100%' }} value={to} onChange={(value) => write(from, value, outside)} />
        </Form.Item>
      </Flex>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Switch size="small" checked={outside} onChange={(checked) => write(from, to, checked)} />
        {t('workbench.filter.outside')}
      </label>
      {problem && <Alert type="error" showIcon message={t('workbench.filter.rangeProblem')} style={{ marginTop: 12 }} />}
    </Form>
  );
}
