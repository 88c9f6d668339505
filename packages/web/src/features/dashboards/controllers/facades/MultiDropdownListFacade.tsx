import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, fromTexts, textValues } from './facadeValues';
import { listOptions, searchProps } from './listOptions';

/** Several values out of a list (IN / NOT_IN): a searchable multiple select whose tags collapse to fit one line. */
export function MultiDropdownListFacade({ widget, values, onChange, options, optionsLoading, onSearch, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  return (
    <Select<string[]>
      aria-label={controllerName(widget)}
      mode="multiple"
      style={{ width: '100%' }}
      allowClear
      maxTagCount="responsive"
      placeholder={t('controllers.control.chooseMany')}
      notFoundContent={t('controllers.control.noOptions')}
      value={textValues(values)}
      options={listOptions(options)}
      loading={optionsLoading}
      disabled={disabled}
      onChange={(next) => onChange(fromTexts(next ?? []))}
      {...searchProps(onSearch)}
    />
  );
}
