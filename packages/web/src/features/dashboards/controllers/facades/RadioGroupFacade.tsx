import { Radio, Spin } from 'antd';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, firstText, textValue } from './facadeValues';
import { listOptions } from './listOptions';

/** One value out of a short list, every option in sight: radios, or buttons when the author chose that style. */
export function RadioGroupFacade({ widget, values, onChange, options, optionsLoading, disabled }: ControllerFacadeProps) {
  return (
    <Spin spinning={optionsLoading} size="small">
      <div style={{ overflowX: 'auto', whiteSpace: 'nowrap' }}>
        <Radio.Group
          aria-label={controllerName(widget)}
          value={firstText(values)}
          disabled={disabled}
          optionType={widget.config.buttons ? 'button' : 'default'}
          buttonStyle="solid"
          options={listOptions(options)}
          onChange={(event) => onChange([textValue(String(event.target.value))])}
        />
      </div>
    </Spin>
  );
}
