import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, fromTexts, textValues } from './facadeValues';
import { antdTreeData, buildOptionTree, valueKeys } from './optionTree';
import { useTreeSelectSearch } from './treeSearch';

/**
 * Several values out of a hierarchy, in a dropdown: ticking a node ticks everything under it; every ticked
 * value is sent (a ticked parent that is a value itself included), hierarchy groups never. Options from data
 * are searched on the server as the viewer types.
 */
export function DropdownTreeFacade({ widget, values, onChange, options, optionsLoading, onSearch, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const treeData = useMemo(() => antdTreeData(buildOptionTree(options)), [options]);
  const searchProps = useTreeSelectSearch(onSearch, treeData);
  return (
    <TreeSelect<string[]>
      aria-label={controllerName(widget)}
      style={{ width: '100%' }}
      multiple
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      allowClear
      maxTagCount="responsive"
      placeholder={t('controllers.control.chooseMany')}
      notFoundContent={t('controllers.control.noOptions')}
      treeData={treeData}
      value={textValues(values)}
      loading={optionsLoading}
      disabled={disabled}
      onChange={(next) => onChange(fromTexts(valueKeys((next ?? []).map(String))))}
      {...searchProps}
    />
  );
}
