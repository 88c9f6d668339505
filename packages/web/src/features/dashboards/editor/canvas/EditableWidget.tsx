import type { Widget } from '@redbi/shared/domain';
import { theme } from 'antd';
import { useState, type PointerEvent, type ReactNode } from 'react';
import { WidgetToolbar, type WidgetMenuAction } from './WidgetToolbar';

interface EditableWidgetProps {
  widget: Widget;
  selected: boolean;
  /** A press selects the widget (Shift, Ctrl or ⌘ adds it). */
  onSelect: (widgetId: string, additive: boolean) => void;
  onAction: (widget: Widget, action: WidgetMenuAction) => void;
  children: ReactNode;
}

/** A widget on the editor's auto grid: its live view with the widget menu over it and the selection outline. */
export function EditableWidget({ widget, selected, onSelect, onAction, children }: EditableWidgetProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const press = (event: PointerEvent) => onSelect(widget.id, event.shiftKey || event.ctrlKey || event.metaKey);
  return (
    <div
      data-editable-widget={widget.id}
      onPointerDown={press}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        borderRadius: widget.style.border.radius,
        outline: selected ? `2px solid ${token.colorPrimary}` : undefined,
        outlineOffset: 1,
      }}
    >
      {children}
      <WidgetToolbar widget={widget} visible={hovered || selected} onAction={(action) => onAction(widget, action)} />
    </div>
  );
}
