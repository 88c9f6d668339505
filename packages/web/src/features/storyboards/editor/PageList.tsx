import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, WarningOutlined } from '@ant-design/icons';
import type { StoryPage, StoryTarget } from '@redbi/shared/domain';
import { Button, Empty, theme, Tooltip, Typography } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dropIndex } from './storyDraft';
import '../messages';

/** What is being dragged in the editor: a page of the list, or a dashboard or chart from the picker. */
export type StoryDrag = { type: 'page'; id: string } | { type: 'viz'; id: string; kind: StoryPage['kind']; name: string };

interface PageListProps {
  pages: readonly StoryPage[];
  targets: Record<string, StoryTarget>;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
  /** A dashboard or chart dropped from the picker, at a place in the list. */
  onAdd: (drag: Extract<StoryDrag, { type: 'viz' }>, at: number) => void;
  dragging: StoryDrag | undefined;
  onDragging: (drag: StoryDrag | undefined) => void;
}

/**
 * The storyboard's pages in playing order: chosen by a click, reordered by drag and drop (HTML5) or by the
 * up and down buttons, removed; a dashboard or chart dragged from the picker is dropped in as a new page.
 */
export function PageList({ pages, targets, selectedId, onSelect, onMove, onRemove, onAdd, dragging, onDragging }: PageListProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [over, setOver] = useState<{ index: number; after: boolean }>();

  const placeOf = (event: DragEvent<HTMLElement>, index: number) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { index, after: box.height > 0 && event.clientY > box.top + box.height / 2 };
  };
  const onDragOver = (event: DragEvent<HTMLElement>, index: number) => {
    if (!dragging) return;
    event.preventDefault();
    const place = placeOf(event, index);
    if (over?.index !== place.index || over.after !== place.after) setOver(place);
  };
  const onDrop = (event: DragEvent<HTMLElement>, index: number) => {
    event.preventDefault();
    const place = over ?? placeOf(event, index);
    setOver(undefined);
    onDragging(undefined);
    if (!dragging) return;
    if (dragging.type === 'viz') {
      onAdd(dragging, place.index + (place.after ? 1 : 0));
      return;
    }
    const from = pages.findIndex((page) => page.id === dragging.id);
    if (from !== -1) onMove(dragging.id, dropIndex(from, place.index, place.after));
  };

  if (pages.length === 0) {
    return (
      <div
        onDragOver={(event) => dragging?.type === 'viz' && event.preventDefault()}
        onDrop={(event) => onDrop(event, -1)}
        style={{ border: `1px dashed ${dragging ? token.colorPrimary : token.colorBorder}`, borderRadius: token.borderRadius, padding: 24 }}
      >
        <Empty description={t('storyboards.editor.noPages')} />
      </div>
    );
  }

  return (
    <ol aria-label={t('storyboards.editor.pages')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
      {pages.map((page, index) => {
        const selected = page.id === selectedId;
        const target = targets[page.vizId];
        const line = over?.index === index ? { boxShadow: `${over.after ? '0 3px' : '0 -3px'} 0 ${token.colorPrimary}` } : {};
        return (
          <li
            key={page.id}
            draggable
            data-page-id={page.id}
            aria-current={selected ? 'true' : undefined}
            onDragStart={(event) => {
              event.dataTransfer?.setData('text/plain', page.name);
              onDragging({ type: 'page', id: page.id });
            }}
            onDragEnd={() => {
              setOver(undefined);
              onDragging(undefined);
            }}
            onDragOver={(event) => onDragOver(event, index)}
            onDrop={(event) => onDrop(event, index)}
            onClick={() => onSelect(page.id)}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '6px 8px',
              cursor: 'pointer',
              borderRadius: token.borderRadius,
              border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
              background: selected ? token.controlItemBgActive : token.colorBgContainer,
              opacity: dragging?.type === 'page' && dragging.id === page.id ? 0.5 : 1,
              ...line,
            }}
          >
            <HolderOutlined aria-hidden style={{ cursor: 'grab', color: token.colorTextTertiary }} />
            <Typography.Text type="secondary" style={{ width: 20, textAlign: 'end' }}>
              {index + 1}
            </Typography.Text>
            <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              <Typography.Text strong ellipsis>
                {page.name}
              </Typography.Text>
              <Typography.Text type={target ? 'secondary' : 'warning'} ellipsis style={{ fontSize: 12 }}>
                {target ? (
                  t('storyboards.editor.page.targetOf', { kind: t(`storyboards.editor.kind.${page.kind}`), name: target.name })
                ) : (
                  <>
                    <WarningOutlined aria-hidden /> {t('storyboards.pane.missing')}
                  </>
                )}
              </Typography.Text>
            </div>
            <Tooltip title={t('storyboards.editor.page.moveUp')}>
              <Button size="small" type="text" icon={<ArrowUpOutlined aria-hidden />} aria-label={`${t('storyboards.editor.page.moveUp')}: ${page.name}`} disabled={index === 0} onClick={(event) => (event.stopPropagation(), onMove(page.id, index - 1))} />
            </Tooltip>
            <Tooltip title={t('storyboards.editor.page.moveDown')}>
              <Button size="small" type="text" icon={<ArrowDownOutlined aria-hidden />} aria-label={`${t('storyboards.editor.page.moveDown')}: ${page.name}`} disabled={index === pages.length - 1} onClick={(event) => (event.stopPropagation(), onMove(page.id, index + 1))} />
            </Tooltip>
            <Tooltip title={t('storyboards.editor.page.remove')}>
              <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${t('storyboards.editor.page.remove')}: ${page.name}`} onClick={(event) => (event.stopPropagation(), onRemove(page.id))} />
            </Tooltip>
          </li>
        );
      })}
    </ol>
  );
}
