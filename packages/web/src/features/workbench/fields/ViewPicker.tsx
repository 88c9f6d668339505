import type { ViewNode } from '@redbi/shared/domain';
import { Modal, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { iconOfView } from '../../views/viewIcons';
import { useViewList } from '../../views/viewQueries';
import { hasFields } from '../workbenchState';
import { useWorkbench } from '../workbenchContext';

/** A view's folders, top first ("Sales / 2024"), so that views of the same name can be told apart. */
function folderPath(node: ViewNode, byId: ReadonlyMap<string, ViewNode>): string {
  const names: string[] = [];
  let parent = node.parentId === null ? undefined : byId.get(node.parentId);
  while (parent) {
    names.unshift(parent.name);
    parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
  }
  return names.join(' / ');
}

/** The view the chart reads: those the user may use (Access). Another view, once fields are placed, asks first. */
export function ViewPicker() {
  const { t } = useTranslation();
  const { orgId, state, dispatch } = useWorkbench();
  const list = useViewList(orgId);
  const [modal, holder] = Modal.useModal();
  const options = useMemo(() => {
    const nodes = list.data ?? [];
    const byId = new Map(nodes.map((node) => [node.id, node]));
    return nodes
      .filter((node) => !node.isFolder && !node.archived && node.privileges.includes('access'))
      .map((node) => {
        const path = folderPath(node, byId);
        return {
          value: node.id,
          search: `${path} ${node.name}`,
          label: (
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
              {iconOfView(node)}
              <span>{node.name}</span>
              {path && <Typography.Text type="secondary">{path}</Typography.Text>}
            </span>
          ),
        };
      });
  }, [list.data]);

  const { config, viewId } = state.draft;
  const choose = (next: string) => {
    if (next === viewId) return;
    if (viewId === null || (!hasFields(config) && config.computedFields.length === 0 && Object.keys(config.variables).length === 0)) {
      dispatch({ type: 'setView', viewId: next });
      return;
    }
    void modal.confirm({
      title: t('workbench.view.switchTitle'),
      content: t('workbench.view.switchBody'),
      okText: t('workbench.view.switchOk'),
      cancelText: t('common.cancel'),
      onOk: () => dispatch({ type: 'setView', viewId: next }),
    });
  };

  return (
    <>
      {holder}
      <Select
        showSearch
        optionFilterProp="search"
        aria-label={t('workbench.view.label')}
        placeholder={t('workbench.view.placeholder')}
        loading={list.isPending}
        notFoundContent={list.isPending ? undefined : t('workbench.view.none')}
        style={{ width: '100%' }}
        value={viewId ?? undefined}
        options={options}
        onChange={choose}
      />
    </>
  );
}
