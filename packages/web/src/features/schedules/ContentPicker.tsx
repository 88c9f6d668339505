import { ReadOutlined, WarningOutlined } from '@ant-design/icons';
import type { ScheduleContent, ScheduleVizType, VizNode } from '@redbi/shared/domain';
import { buildTree, type TreeItem } from '@redbi/shared/tree';
import { Alert, theme, TreeSelect } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoryboards } from '../storyboards/storyboardQueries';
import { iconOfViz } from '../vizs/vizIcons';
import { useVizTree } from '../vizs/vizQueries';
import './messages';

interface ContentPickerProps {
  orgId: string;
  id?: string;
  value?: ScheduleContent[];
  onChange?: (contents: ScheduleContent[]) => void;
  disabled?: boolean;
}

interface Choice {
  value: string;
  title: ReactNode;
  searchText: string;
  checkable?: boolean;
  selectable?: boolean;
  children?: Choice[];
}

const STORYBOARDS = '__storyboards__';
const keyOf = (content: ScheduleContent): string => `${content.vizType}:${content.vizId}`;
const contentOf = (key: string): ScheduleContent => {
  const at = key.indexOf(':');
  return { vizType: key.slice(0, at) as ScheduleVizType, vizId: key.slice(at + 1) };
};
const labelled = (icon: ReactNode, name: string) => (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
    {icon}
    <span>{name}</span>
  </span>
);

/**
 * The charts, dashboards and storyboards a schedule sends, ticked in the viz tree: only those the user may
 * View; folders only group them. A saved item the user no longer sees stays listed as unavailable.
 */
export function ContentPicker({ orgId, id, value = [], onChange, disabled }: ContentPickerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const vizs = useVizTree(orgId);
  const storyboards = useStoryboards(orgId);

  const { treeData, labels } = useMemo(() => {
    const labels = new Map<string, ReactNode>();
    const toChoice = (item: TreeItem<VizNode>): Choice | undefined => {
      const node = item.node;
      if (node.isFolder) {
        const children = item.children.map(toChoice).filter((child): child is Choice => child !== undefined);
        return children.length === 0 ? undefined : { value: `folder:${node.id}`, title: labelled(iconOfViz(node), node.name), searchText: node.name, checkable: false, selectable: false, children };
      }
      if (!node.privileges.includes('view') || node.kind === 'folder') return undefined;
      const key = keyOf({ vizType: node.kind, vizId: node.id });
      labels.set(key, labelled(iconOfViz(node), node.name));
      return { value: key, title: labels.get(key), searchText: node.name };
    };
    const vizChoices = buildTree(vizs.data ?? [])
      .map(toChoice)
      .filter((choice): choice is Choice => choice !== undefined);
    const boardChoices = (storyboards.data ?? [])
      .filter((board) => board.privileges.includes('view'))
      .map((board) => {
        const key = keyOf({ vizType: 'storyboard', vizId: board.id });
        labels.set(key, labelled(<ReadOutlined aria-hidden />, board.name));
        return { value: key, title: labels.get(key), searchText: board.name };
      });
    const group: Choice[] =
      boardChoices.length === 0
        ? []
        : [{ value: STORYBOARDS, title: labelled(<ReadOutlined aria-hidden />, t('schedules.contents.storyboards')), searchText: t('schedules.contents.storyboards'), checkable: false, selectable: false, children: boardChoices }];
    return { treeData: [...vizChoices, ...group], labels };
  }, [vizs.data, storyboards.data, t]);

  const loading = vizs.isLoading || storyboards.isLoading;
  const unavailable = labelled(<WarningOutlined aria-hidden style={{ color: token.colorWarning }} />, t('schedules.contents.unavailable'));
  const selected = value.map((content) => {
    const key = keyOf(content);
    return { value: key, label: loading ? '…' : (labels.get(key) ?? unavailable) };
  });

  return (
    <>
      {vizs.error && <Alert type="warning" showIcon message={t('schedules.contents.loadFailed')} style={{ marginBottom: 8 }} />}
      <TreeSelect
        id={id}
        treeData={treeData}
        value={selected}
        labelInValue
        treeCheckable
        treeCheckStrictly
        multiple
        allowClear
        showSearch
        treeNodeFilterProp="searchText"
        treeDefaultExpandAll
        loading={loading}
        disabled={disabled}
        placeholder={t('schedules.contents.placeholder')}
        listHeight={360}
        style={{ width: '100%' }}
        onChange={(chosen: { value: string }[]) => onChange?.(chosen.map((entry) => contentOf(String(entry.value))))}
      />
    </>
  );
}
