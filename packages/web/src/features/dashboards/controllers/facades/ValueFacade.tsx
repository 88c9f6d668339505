import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, numberOf, numberValue } from './facadeValues';
import { useSettledDraft } from './useSettledDraft';

type Draft = number | null;
const sameNumber = (a: Draft, b: Draft) => a === b;

/** One number compared by the operator (equals, less than …), within the author's bounds; reported once typing pauses. */
export function ValueFacade({ widget, values, onChange, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const { min, max, step } = widget.config;
  const { draft, setDraft, flush } = useSettledDraft<Draft>(numberOf(values[0]) ?? null, (next) => onChange(next === null ? [] : [numberValue(next)]), sameNumber);
  return (
    <InputNumber<number>
      aria-label={controllerName(widget)}
      style={{ width: '100%' }}
      placeholder={t('controllers.control.number')}
      min={min}
      max={max}
      step={step}
      value={draft}
      disabled={disabled}
      onChange={setDraft}
      onPressEnter={() => flush(draft)}
    />
  );
}
