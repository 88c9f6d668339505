import { recommendedRanges, resolveRecommendedRange, type RecommendedRange } from '@redbi/shared/query';
import { Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName } from './facadeValues';
import { DATE_FORMAT } from './timeValues';

/** The days a recommended range covers today, as a hint ('2024-05-01 ~ 2024-05-07'). */
export function recommendedSpan(range: RecommendedRange, now: Date): string {
  const [start, end] = resolveRecommendedRange(range, now);
  return `${dayjs(start).format(DATE_FORMAT)} ~ ${dayjs(end).format(DATE_FORMAT)}`;
}

/** One of the spec's recommended ranges (today … last 1 year), resolved by the server when the query runs. */
export function RecommendTimeFacade({ widget, values, onChange, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const first = values[0];
  const now = new Date();
  return (
    <Select<RecommendedRange>
      aria-label={controllerName(widget)}
      style={{ width: '100%' }}
      allowClear
      placeholder={t('controllers.control.range')}
      value={first && 'recommend' in first ? first.recommend : undefined}
      disabled={disabled}
      options={recommendedRanges.map((range) => ({ value: range, label: t(`relativeTime.ranges.${range}`), title: recommendedSpan(range, now) }))}
      onChange={(range) => onChange(range === undefined ? [] : [{ recommend: range }])}
    />
  );
}
