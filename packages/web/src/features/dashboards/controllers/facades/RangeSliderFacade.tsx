import { Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, numberOf, numberValue } from './facadeValues';
import { sliderBounds } from './SliderFacade';
import { useSettledDraft } from './useSettledDraft';

const sameEnds = (a: number[], b: number[]) => a[0] === b[0] && a[1] === b[1];

/** A numeric range picked with two handles (between / not between); reported when a handle is let go. */
export function RangeSliderFacade({ widget, values, onChange, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const bounds = sliderBounds(widget.config);
  const name = controllerName(widget);
  const current = [numberOf(values[0]) ?? bounds.min, numberOf(values[1]) ?? bounds.max];
  const { draft, setDraft, flush } = useSettledDraft(current, ([start = bounds.min, end = bounds.max]) => onChange([numberValue(start), numberValue(end)]), sameEnds);
  return (
    <div style={{ padding: '0 8px' }}>
      <Slider
        range
        {...bounds}
        ariaLabelForHandle={[`${name}: ${t('controllers.control.start')}`, `${name}: ${t('controllers.control.end')}`]}
        value={draft}
        disabled={disabled}
        onChange={setDraft}
        onChangeComplete={flush}
      />
    </div>
  );
}
