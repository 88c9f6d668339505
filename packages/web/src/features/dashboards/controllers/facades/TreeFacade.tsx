import { Empty, Spin, Tree } from 'antd';
import type { Key } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, fromTexts, textValues } from './facadeValues';
import { antdTreeData, buildOptionTree, valueKeys } from './optionTree';

/** Several values out of a hierarchy drawn in place (a taller widget), expanded, with check boxes. */
export function TreeFacade({ widget, values, onChange, options, optionsLoading, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const treeData = useMemo(() => antdTreeData(buildOptionTree(options)), [options]);
  const report = (checked: Key[] | { checked: Key[] }) => onChange(fromTexts(valueKeys((Array.isArray(checked) ? checked : checked.checked).map(String))));
  return (
    <div role="group" aria-label={controllerName(widget)} style={{ height: '100%', overflow: 'auto' }}>
      {treeData.length > 0 ? (
        <Tree checkable selectable={false} defaultExpandAll disabled={disabled} treeData={treeData} checkedKeys={textValues(values)} onCheck={report} />
      ) : optionsLoading ? (
        <Spin size="small" />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('controllers.control.noOptions')} />
      )}
    </div>
  );
}
