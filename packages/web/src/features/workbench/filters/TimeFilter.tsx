import { recommendedRanges } from '@redbi/shared/query';
import { Flex, Form, Radio, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterModeProps } from './filterModeProps';
import { TimeEndInput } from './TimeEndInput';

/**
 * Time filters: a recommended range (today … last year, resolved by the server when the query runs), or a
 * range whose ends are exact dates or times relative to now.
 */
export function TimeFilter({ filter, onChange }: FilterModeProps) {
  const { t } = useTranslation();
  const values = filter?.values ?? [];
  const first = values[0];
  const recommended = first !== undefined && 'recommend' in first ? first.recommend : undefined;
  const kind = filter && values.length === 2 ? 'between' : 'recommended';

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('workbench.filter.timeKind')}>
        <Segmented
          aria-label={t('workbench.filter.timeKind')}
          value={kind}
          options={[
            { value: 'recommended', label: t('workbench.filter.recommended') },
            { value: 'between', label: t('workbench.filter.between') },
          ]}
          onChange={(next) =>
            onChange(next === 'recommended' ? { mode: 'time', operator: 'BETWEEN', values: [{ recommend: 'last_7_days' }] } : { mode: 'time', operator: 'BETWEEN', values: [{ relative: { amount: 7, unit: 'days', mode: 'ago' } }, { relative: { amount: 0, unit: 'days', mode: 'fromNow' } }] })
          }
        />
      </Form.Item>
      {kind === 'recommended' ? (
        <Radio.Group
          aria-label={t('workbench.filter.recommended')}
          optionType="button"
          value={recommended}
          onChange={(event) => onChange({ mode: 'time', operator: 'BETWEEN', values: [{ recommend: event.target.value as (typeof recommendedRanges)[number] }] })}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}
          options={recommendedRanges.map((range) => ({ value: range, label: t(`relativeTime.ranges.${range}`) }))}
        />
      ) : (
        <Flex gap="middle">
          <div style={{ flex: 1 }}>
            <TimeEndInput label={t('workbench.filter.from')} value={values[0]} onChange={(value) => onChange({ mode: 'time', operator: 'BETWEEN', values: [value, values[1]!] })} />
          </div>
          <div style={{ flex: 1 }}>
            <TimeEndInput label={t('workbench.filter.to')} value={values[1]} onChange={(value) => onChange({ mode: 'time', operator: 'BETWEEN', values: [values[0]!, value] })} />
          </div>
        </Flex>
      )}
    </Form>
  );
}
