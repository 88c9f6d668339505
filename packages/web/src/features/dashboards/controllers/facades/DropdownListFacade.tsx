import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, firstText, textValue } from './facadeValues';
import { listOptions, searchProps } from './listOptions';

/** One value out of a list (EQ / NE): a searchable select; clearing it clears the controller. */
export function DropdownListFacade({ widget, values, onChange, options, optionsLoading, onSearch, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  return (
    <Select<string>
      aria-label={controllerName(widget)}
      style={{ width: '100%' }}
      allowClear
      placeholder={t('controllers.control.choose')}
      notFoundContent={t('controllers.control.noOptions')}
      value={firstText(values)}
      options={listOptions(options)}
      loading={optionsLoading}
      disabled={disabled}
      onChange={(next) => onChange(next === undefined ? [] : [textValue(next)])}
      {...searchProps(onSearch)}
    />
  );
}
