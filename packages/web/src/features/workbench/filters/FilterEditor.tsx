import type { ChartField, ChartFilter } from '@redbi/shared/domain';
import type { Aggregation } from '@redbi/shared/query';
import { Flex, Form, Segmented, Select } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { aggregationsFor } from '../sectionRules';
import { ConditionFilter } from './ConditionFilter';
import { modesFor, type FilterMode } from './filterDraft';
import type { FilterModeProps } from './filterModeProps';
import { ListFilter } from './ListFilter';
import { RangeFilter } from './RangeFilter';
import { TimeFilter } from './TimeFilter';

/** One editor per mode of the condition editor. */
const filterModeEditors: Record<FilterMode, ComponentType<FilterModeProps>> = {
  list: ListFilter,
  condition: ConditionFilter,
  range: RangeFilter,
  time: TimeFilter,
};

const ROWS = 'rows';

interface FilterEditorProps {
  field: ChartField;
  value: ChartFilter | undefined;
  /** undefined: the filter is being written again in another mode. */
  onChange: (filter: ChartFilter | undefined) => void;
  /** The chart aggregates: a filter may apply to an aggregate of the field (HAVING). */
  aggregation: boolean;
}

/**
 * The condition editor (issue 11): a value list with search, a condition with any of the 18 operators,
 * numeric ranges, or exact, relative and recommended time ranges → ChartFilter {mode, operator, values,
 * aggregate?}. It reopens in the mode the filter was written in.
 */
export function FilterEditor({ field, value, onChange, aggregation }: FilterEditorProps) {
  const { t } = useTranslation();
  const modes = modesFor(field.type);
  const [mode, setMode] = useState<FilterMode>(value && modes.includes(value.mode) ? value.mode : modes[0]!);
  const [aggregate, setAggregate] = useState<Aggregation | undefined>(value?.aggregate);
  const Editor = filterModeEditors[mode];
  const withAggregate = (filter: ChartFilter, chosen = aggregate): ChartFilter => {
    const { aggregate: _old, ...rest } = filter;
    return chosen ? { ...rest, aggregate: chosen } : rest;
  };

  return (
    <Flex vertical gap="middle">
      <Segmented
        block
        aria-label={t('workbench.filter.mode')}
        value={mode}
        options={modes.map((each) => ({ value: each, label: t(`workbench.filter.modes.${each}`) }))}
        onChange={(next) => {
          setMode(next);
          onChange(undefined);
        }}
      />
      <Editor key={mode} field={field} filter={value?.mode === mode ? value : undefined} onChange={(filter) => onChange(withAggregate(filter))} />
      {aggregation && (
        <Form layout="vertical" component="div">
          <Form.Item label={t('workbench.filter.applyTo')} htmlFor="filter-apply-to" style={{ marginBottom: 0 }}>
            <Select
              id="filter-apply-to"
              value={aggregate ?? ROWS}
              options={[
                { value: ROWS, label: t('workbench.filter.rows') },
                ...aggregationsFor(field.type).map((each) => ({ value: each, label: t('workbench.filter.aggregateOf', { aggregate: t(`workbench.aggregate.${each}`) }) })),
              ]}
              onChange={(chosen: string) => {
                const next = chosen === ROWS ? undefined : (chosen as Aggregation);
                setAggregate(next);
                if (value) onChange(withAggregate(value, next));
              }}
            />
          </Form.Item>
        </Form>
      )}
    </Flex>
  );
}
