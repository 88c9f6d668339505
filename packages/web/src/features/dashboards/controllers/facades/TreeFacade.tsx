import { Empty, Flex, Input, Spin, Tree } from 'antd';
import type { Key } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, fromTexts, textValues } from './facadeValues';
import { antdTreeData, buildOptionTree, treeKeys, valueKeys } from './optionTree';
import { useOpenNodes } from './treeSearch';

/**
 * Several values out of a hierarchy drawn in place (a taller widget), expanded, with check boxes. Options from
 * data get a search box above the tree: the server's matches are drawn under their ancestors, open, until the
 * box is emptied (ticking values keeps the search). Chosen values the tree does not draw stay chosen.
 */
export function TreeFacade({ widget, values, onChange, options, optionsLoading, onSearch, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const treeData = useMemo(() => antdTreeData(buildOptionTree(options)), [options]);
  const { expandedKeys, onExpand } = useOpenNodes(treeData);
  const chosen = textValues(values);
  const drawn = useMemo(() => new Set(treeKeys(treeData)), [treeData]);
  const unseen = chosen.filter((value) => !drawn.has(value));
  const report = (checked: Key[] | { checked: Key[] }) => onChange(fromTexts([...unseen, ...valueKeys((Array.isArray(checked) ? checked : checked.checked).map(String))]));
  const name = controllerName(widget);
  return (
    <Flex vertical gap={4} role="group" aria-label={name} style={{ height: '100%' }}>
      {onSearch && (
        <Input
          size="small"
          allowClear
          aria-label={`${name}: ${t('controllers.control.search')}`}
          placeholder={t('controllers.control.search')}
          disabled={disabled}
          onChange={(event) => onSearch(event.target.value)}
        />
      )}
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        {treeData.length > 0 ? (
          <Tree checkable selectable={false} expandedKeys={expandedKeys} onExpand={onExpand} disabled={disabled} treeData={treeData} checkedKeys={chosen.filter((value) => drawn.has(value))} onCheck={report} />
        ) : optionsLoading ? (
          <Spin size="small" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('controllers.control.noOptions')} />
        )}
      </div>
    </Flex>
  );
}
