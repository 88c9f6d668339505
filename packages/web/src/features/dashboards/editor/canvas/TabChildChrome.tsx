import type { Widget } from '@redbi/shared/domain';
import { useCallback, type ReactNode } from 'react';
import { EditableWidget } from './EditableWidget';
import { TabChildFrameContext, type TabChildFrame } from '../../widgets/tabChildFrame';
import type { WidgetMenuAction } from './WidgetToolbar';
import '../messages';

interface TabChildChromeProps {
  selected: readonly string[];
  /** A press on a child selects it (Shift, Ctrl or ⌘ adds it). */
  onSelect: (widgetId: string, additive: boolean) => void;
  onAction: (widget: Widget, action: WidgetMenuAction) => void;
  children: ReactNode;
}

/**
 * Gives the widgets inside tab containers the editor's chrome, in either layout: a press on one selects
 * that child (never its container, and starts no move of it), which shows its outline and its widget menu.
 */
export function TabChildChrome({ selected, onSelect, onAction, children }: TabChildChromeProps) {
  const frame = useCallback<TabChildFrame>(
    (child, view) => (
      <EditableWidget widget={child} nested selected={selected.includes(child.id)} onSelect={onSelect} onAction={onAction}>
        {view}
      </EditableWidget>
    ),
    [selected, onSelect, onAction],
  );
  return <TabChildFrameContext.Provider value={frame}>{children}</TabChildFrameContext.Provider>;
}
