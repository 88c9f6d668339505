import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName } from './facadeValues';
import { pickerPeriods, startValue, timeOf } from './timeValues';

/**
 * One time compared by the operator, at the author's precision (a day, a month …, or a date and time): sent
 * as the start of the picked period. A default relative to now shows resolved.
 */
export function TimeFacade({ widget, values, onChange, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const { pickerType } = widget.config;
  const period = pickerPeriods[pickerType];
  return (
    <DatePicker
      aria-label={controllerName(widget)}
      style={{ width: '100%' }}
      picker={period.picker}
      showTime={period.showTime}
      placeholder={t('controllers.control.date')}
      value={timeOf(values[0], new Date())}
      disabled={disabled}
      onChange={(time) => onChange(time ? [startValue(time, pickerType)] : [])}
    />
  );
}
