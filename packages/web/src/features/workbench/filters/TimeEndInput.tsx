import { relativeTimeModes, relativeTimeUnits, type FilterValue, type RelativeTime } from '@redbi/shared/query';
import { Flex, InputNumber, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { literal, literalOf } from './filterDraft';
import { ValueInput } from './ValueInput';

const DEFAULT_RELATIVE: RelativeTime = { amount: 7, unit: 'days', mode: 'ago' };

/** One end of a time range: an exact date and time, or a time relative to now (7 days ago, start of this month …). */
export function TimeEndInput({ value, onChange, label }: { value: FilterValue | undefined; onChange: (value: FilterValue) => void; label: string }) {
  const { t } = useTranslation();
  const relative = value && 'relative' in value ? value.relative : undefined;
  const exact = literalOf(value);
  return (
    <Flex vertical gap={6} role="group" aria-label={label}>
      <Typography.Text>{label}</Typography.Text>
      <Segmented
        size="small"
        value={relative ? 'relative' : 'exact'}
        options={[
          { value: 'exact', label: t('workbench.filter.exact') },
          { value: 'relative', label: t('workbench.filter.relative') },
        ]}
        onChange={(kind) => onChange(kind === 'relative' ? { relative: DEFAULT_RELATIVE } : literal(null, 'date'))}
      />
      {relative ? (
        <Flex gap={4}>
          <InputNumber
            aria-label={`${label}: ${t('workbench.filter.amount')}`}
            min={0}
            max={100_000}
            precision={0}
            disabled={relative.mode === 'current'}
            style={{ width: 72 }}
            value={relative.amount}
            onChange={(amount) => onChange({ relative: { ...relative, amount: amount ?? 0 } })}
          />
          <Select
            aria-label={`${label}: ${t('workbench.filter.timeKind')}`}
            style={{ flex: 1 }}
            value={relative.unit}
            options={relativeTimeUnits.map((unit) => ({ value: unit, label: t(`relativeTime.units.${unit}`) }))}
            onChange={(unit) => onChange({ relative: { ...relative, unit } })}
          />
          <Select
            aria-label={`${label}: ${t('workbench.filter.relative')}`}
            style={{ flex: 1 }}
            value={relative.mode}
            options={relativeTimeModes.map((mode) => ({ value: mode, label: t(`relativeTime.modes.${mode}`) }))}
            onChange={(mode) => onChange({ relative: { ...relative, mode } })}
          />
        </Flex>
      ) : (
        <ValueInput type="date" label={label} value={typeof exact === 'boolean' ? String(exact) : exact} onChange={(next) => onChange(literal(next, 'date'))} />
      )}
    </Flex>
  );
}
