import { PlusOutlined } from '@ant-design/icons';
import type { VizNode } from '@redbi/shared/domain';
import { Button, Empty, Input, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconOfViz } from '../../vizs/vizIcons';
import type { StoryDrag } from './PageList';
import '../messages';

interface PagePickerProps {
  /** The viz tree as the author sees it: its dashboards and charts they may view are offered. */
  nodes: readonly VizNode[];
  onAdd: (node: VizNode) => void;
  onDragging: (drag: StoryDrag | undefined) => void;
}

/** The dashboards and charts of the viz tree that may become pages: added with "+" or dragged onto the page list. */
export function PagePicker({ nodes, onAdd, onDragging }: PagePickerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pathOf = (node: VizNode): string => {
    const names: string[] = [];
    for (let parent = node.parentId ? byId.get(node.parentId) : undefined; parent; parent = parent.parentId ? byId.get(parent.parentId) : undefined) names.unshift(parent.name);
    return names.join(' / ');
  };
  const needle = search.trim().toLowerCase();
  const offered = nodes
    .filter((node) => (node.kind === 'dashboard' || node.kind === 'chart') && node.privileges.includes('view'))
    .filter((node) => needle === '' || node.name.toLowerCase().includes(needle))
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'dashboard' ? -1 : 1));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0 }}>
      <Input.Search allowClear aria-label={t('storyboards.editor.pick.search')} placeholder={t('storyboards.editor.pick.search')} onChange={(event) => setSearch(event.target.value)} />
      {offered.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('storyboards.editor.pick.empty')} />
      ) : (
        <ul aria-label={t('storyboards.editor.pick.title')} style={{ listStyle: 'none', margin: 0, padding: 0, overflow: 'auto' }}>
          {offered.map((node) => {
            const path = pathOf(node);
            return (
              <li
                key={node.id}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer?.setData('text/plain', node.name);
                  onDragging({ type: 'viz', id: node.id, kind: node.kind === 'dashboard' ? 'dashboard' : 'chart', name: node.name });
                }}
                onDragEnd={() => onDragging(undefined)}
                style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 6px', borderRadius: token.borderRadiusSM, cursor: 'grab' }}
              >
                <span style={{ color: token.colorTextSecondary }}>{iconOfViz(node)}</span>
                <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                  <Typography.Text ellipsis>{node.name}</Typography.Text>
                  {path && (
                    <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                      {path}
                    </Typography.Text>
                  )}
                </div>
                <Button size="small" icon={<PlusOutlined aria-hidden />} aria-label={t('storyboards.editor.pick.add', { name: node.name })} onClick={() => onAdd(node)} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
