import type { Widget } from '@redbi/shared/domain';
import { theme } from 'antd';
import { useState, type PointerEvent, type ReactNode, type SyntheticEvent } from 'react';
import { WidgetToolbar, type WidgetMenuAction } from './WidgetToolbar';

interface EditableWidgetProps {
  widget: Widget;
  selected: boolean;
  /** A press selects the widget (Shift, Ctrl or ⌘ adds it). */
  onSelect: (widgetId: string, additive: boolean) => void;
  onAction: (widget: Widget, action: WidgetMenuAction) => void;
  /**
   * A child drawn inside a tab container: its presses stay its own, so they neither select the container nor
   * start dragging it (on the grid or on the free canvas).
   */
  nested?: boolean;
  children: ReactNode;
}

const keepToItself = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A widget in the editor — on the auto grid, or inside a tab container in either layout: its live view
 * with the widget menu over it and the selection outline.
 */
export function EditableWidget({ widget, selected, onSelect, onAction, nested = false, children }: EditableWidgetProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const press = (event: PointerEvent) => {
    if (nested) event.stopPropagation();
    onSelect(widget.id, event.shiftKey || event.ctrlKey || event.metaKey);
  };
  return (
    <div
      {...(nested ? { 'data-tab-child': widget.id } : { 'data-editable-widget': widget.id })}
      onPointerDown={press}
      onMouseDown={nested ? keepToItself : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        borderRadius: widget.style.border.radius,
        outline: selected && !nested ? `2px solid ${token.colorPrimary}` : undefined,
        outlineOffset: 1,
        // On the free canvas the container's content lets presses through to its cover; its children take theirs.
        ...(nested ? { cursor: 'default', pointerEvents: 'auto' as const } : {}),
      }}
    >
      {children}
      {/* Inside a tab there is no room around the child, and its frame would cover an inner outline: a ring over it. */}
      {selected && nested && (
        <div
          data-selection-ring
          aria-hidden
          style={{ position: 'absolute', inset: 0, border: `2px solid ${token.colorPrimary}`, borderRadius: widget.style.border.radius, pointerEvents: 'none', zIndex: 1 }}
        />
      )}
      <WidgetToolbar widget={widget} visible={hovered || selected} onAction={(action) => onAction(widget, action)} />
    </div>
  );
}
