import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, sameValues } from './facadeValues';
import { endValue, pickerPeriods, rangeOf, startValue } from './timeValues';

/**
 * A time range (between / not between) at the author's precision: the start of the first period to the
 * last second of the second. Defaults relative to now (or a recommended range) show resolved; picking
 * replaces them with exact times.
 */
export function RangeTimeFacade({ widget, values, onChange, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const { pickerType } = widget.config;
  const period = pickerPeriods[pickerType];
  const name = controllerName(widget);
  return (
    <DatePicker.RangePicker
      aria-label={name}
      style={{ width: '100%' }}
      picker={period.picker}
      showTime={period.showTime}
      placeholder={[t('controllers.control.start'), t('controllers.control.end')]}
      value={rangeOf(values, new Date())}
      disabled={disabled}
      onChange={(range) => {
        const [start, end] = range ?? [];
        const next = start && end ? [startValue(start, pickerType), endValue(end, pickerType)] : [];
        if (!sameValues(next, values)) onChange(next);
      }}
    />
  );
}
