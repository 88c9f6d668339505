import { relativeTimeModes, relativeTimeUnits, resolveRelativeTime, type RelativeTime } from '@redbi/shared/query';
import { Flex, InputNumber, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../facades/timeValues';

/** A time relative to now (7 days ago, the start of this month …), with what it stands for right now. */
export function RelativeTimeInput({ value, onChange, label }: { value: RelativeTime; onChange: (value: RelativeTime) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} role="group" aria-label={label}>
      <Typography.Text>{label}</Typography.Text>
      <Flex gap={4}>
        <InputNumber<number>
          aria-label={`${label}: ${t('controllers.defaults.amount')}`}
          min={0}
          max={100_000}
          precision={0}
          disabled={value.mode === 'current'}
          style={{ width: 80 }}
          value={value.amount}
          onChange={(amount) => onChange({ ...value, amount: amount ?? 0 })}
        />
        <Select
          aria-label={`${label}: ${t('controllers.defaults.unit')}`}
          style={{ flex: 1, minWidth: 0 }}
          value={value.unit}
          options={relativeTimeUnits.map((unit) => ({ value: unit, label: t(`relativeTime.units.${unit}`) }))}
          onChange={(unit) => onChange({ ...value, unit })}
        />
        <Select
          aria-label={`${label}: ${t('controllers.defaults.mode')}`}
          style={{ flex: 1, minWidth: 0 }}
          value={value.mode}
          options={relativeTimeModes.map((mode) => ({ value: mode, label: t(`relativeTime.modes.${mode}`) }))}
          onChange={(mode) => onChange({ ...value, mode })}
        />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        = {dayjs(resolveRelativeTime(value, new Date())).format(DATE_TIME_FORMAT)}
      </Typography.Text>
    </Flex>
  );
}
