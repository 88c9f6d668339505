import { HolderOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { BoardConfig, Widget } from '@redbi/shared/domain';
import { Button, theme, Tooltip, Typography } from 'antd';
import { useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FreeLayoutChangeHandler } from './layoutChanges';
import { moveInStack, moveToStackIndex, stackOrder } from './stackOrder';
import { widgetTypeIcons } from './widgetTypeIcons';
import './messages';

/** The drag data type of a layer, so other drop zones of the editor ignore it. */
const LAYER_DRAG_TYPE = 'application/x-redbi-layer';

interface LayersPanelProps {
  board: BoardConfig;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onChange: FreeLayoutChangeHandler;
}

/** Where a dragged layer would land: above or below the row under the pointer. */
interface DropMark {
  id: string;
  below: boolean;
}

/**
 * The free canvas's layers, top first, with their type and name: a click selects (Shift/⌘/Ctrl adds),
 * dragging a row (or Alt + arrow keys) changes the stacking, the padlock locks a widget in place. Names are
 * edited in the widget's settings, not here.
 */
export function LayersPanel({ board, selected, onSelect, onChange }: LayersPanelProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [dragged, setDragged] = useState<string>();
  const [mark, setMark] = useState<DropMark>();
  const topFirst = stackOrder(board.widgets).reverse();

  const select = (event: MouseEvent, widget: Widget) => {
    const additive = event.shiftKey || event.metaKey || event.ctrlKey;
    if (!additive) onSelect([widget.id]);
    else onSelect(selected.includes(widget.id) ? selected.filter((id) => id !== widget.id) : [...selected, widget.id]);
  };
  const toggleLock = (widget: Widget) => onChange(board.widgets.map((candidate) => (candidate.id === widget.id ? { ...candidate, locked: !candidate.locked } : candidate)), 'lock');
  const onRowKeyDown = (event: KeyboardEvent, widget: Widget) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect([widget.id]);
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onChange(moveInStack(board.widgets, [widget.id], event.key === 'ArrowUp' ? 'forward' : 'backward'), 'order');
    }
  };

  const onDragOver = (event: DragEvent, widget: Widget) => {
    if (!dragged || !event.dataTransfer.types.includes(LAYER_DRAG_TYPE)) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    setMark({ id: widget.id, below: event.clientY > box.top + box.height / 2 });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const id = dragged ?? event.dataTransfer.getData(LAYER_DRAG_TYPE);
    setDragged(undefined);
    setMark(undefined);
    if (!id || !mark || mark.id === id) return;
    const rest = topFirst.filter((widget) => widget.id !== id);
    const position = rest.findIndex((widget) => widget.id === mark.id) + (mark.below ? 1 : 0);
    onChange(moveToStackIndex(board.widgets, id, rest.length - position), 'order');
  };

  return (
    <section aria-label={t('freeLayout.layers.title')} style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Typography.Text strong style={{ padding: '8px 12px' }}>
        {t('freeLayout.layers.title')}
      </Typography.Text>
      {topFirst.length === 0 && (
        <Typography.Text type="secondary" style={{ padding: '0 12px 12px', fontSize: 12 }}>
          {t('freeLayout.layers.empty')}
        </Typography.Text>
      )}
      <ul aria-label={t('freeLayout.layers.title')} aria-description={t('freeLayout.layers.reorder')} style={{ listStyle: 'none', margin: 0, padding: '0 4px 8px', overflow: 'auto' }}>
        {topFirst.map((widget) => {
          const Icon = widgetTypeIcons[widget.type];
          const isSelected = selected.includes(widget.id);
          const marked = mark?.id === widget.id && dragged !== widget.id;
          const lockLabel = t(widget.locked ? 'freeLayout.layers.unlock' : 'freeLayout.layers.lock', { name: widget.name });
          return (
            <li
              key={widget.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(LAYER_DRAG_TYPE, widget.id);
                event.dataTransfer.effectAllowed = 'move';
                setDragged(widget.id);
              }}
              onDragOver={(event) => onDragOver(event, widget)}
              onDrop={onDrop}
              onDragEnd={() => {
                setDragged(undefined);
                setMark(undefined);
              }}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 6,
                padding: '2px 4px',
                borderRadius: token.borderRadiusSM,
                background: isSelected ? token.controlItemBgActive : undefined,
                opacity: dragged === widget.id ? 0.5 : 1,
                boxShadow: marked ? `inset 0 ${mark.below ? -2 : 2}px 0 ${token.colorPrimary}` : undefined,
              }}
            >
              <HolderOutlined aria-hidden style={{ cursor: 'grab', color: token.colorTextTertiary }} />
              <div
                role="button"
                tabIndex={0}
                aria-pressed={isSelected}
                onClick={(event) => select(event, widget)}
                onKeyDown={(event) => onRowKeyDown(event, widget)}
                style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6, cursor: 'pointer', padding: '2px 0' }}
              >
                <span role="img" aria-label={t(`freeLayout.type.${widget.type}`)} title={t(`freeLayout.type.${widget.type}`)} style={{ color: token.colorTextSecondary, display: 'inline-flex' }}>
                  <Icon />
                </span>
                <Typography.Text ellipsis={{ tooltip: widget.name }} style={{ flex: 1, minWidth: 0 }}>
                  {widget.name}
                </Typography.Text>
              </div>
              <Tooltip title={lockLabel}>
                <Button
                  type="text"
                  size="small"
                  aria-label={lockLabel}
                  aria-pressed={widget.locked}
                  icon={widget.locked ? <LockOutlined /> : <UnlockOutlined style={{ color: token.colorTextQuaternary }} />}
                  onClick={() => toggleLock(widget)}
                />
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
