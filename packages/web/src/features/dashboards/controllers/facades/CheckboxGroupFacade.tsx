import { Checkbox, Spin } from 'antd';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, fromTexts, textValues } from './facadeValues';
import { listOptions } from './listOptions';

/** Several values out of a short list (IN / NOT_IN), every option in sight. */
export function CheckboxGroupFacade({ widget, values, onChange, options, optionsLoading, disabled }: ControllerFacadeProps) {
  return (
    <Spin spinning={optionsLoading} size="small">
      <div role="group" aria-label={controllerName(widget)} style={{ overflowX: 'auto', whiteSpace: 'nowrap' }}>
        <Checkbox.Group value={textValues(values)} disabled={disabled} options={listOptions(options)} onChange={(next) => onChange(fromTexts(next.map(String)))} />
      </div>
    </Spin>
  );
}
