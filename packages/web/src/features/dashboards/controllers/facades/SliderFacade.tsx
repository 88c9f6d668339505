import { Slider } from 'antd';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, numberOf, numberValue } from './facadeValues';
import { useSettledDraft } from './useSettledDraft';

/** The bounds a slider takes when the author set none. */
export const DEFAULT_SLIDER_BOUNDS = { min: 0, max: 100, step: 1 } as const;

/** Bounds of a slider facade: the author's, else 0–100 by 1. */
export const sliderBounds = ({ min, max, step }: { min?: number; max?: number; step?: number }) => ({
  min: min ?? DEFAULT_SLIDER_BOUNDS.min,
  max: max ?? DEFAULT_SLIDER_BOUNDS.max,
  step: step ?? DEFAULT_SLIDER_BOUNDS.step,
});

const sameNumber = (a: number, b: number) => a === b;

/** One number picked on a slider between the author's bounds; reported when the handle is let go. */
export function SliderFacade({ widget, values, onChange, disabled }: ControllerFacadeProps) {
  const bounds = sliderBounds(widget.config);
  const { draft, setDraft, flush } = useSettledDraft(numberOf(values[0]) ?? bounds.min, (next) => onChange([numberValue(next)]), sameNumber);
  return (
    <div style={{ padding: '0 8px' }}>
      <Slider {...bounds} ariaLabelForHandle={controllerName(widget)} value={draft} disabled={disabled} onChange={setDraft} onChangeComplete={flush} />
    </div>
  );
}
