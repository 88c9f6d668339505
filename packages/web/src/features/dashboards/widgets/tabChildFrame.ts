import type { Widget } from '@redbi/shared/domain';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * How the board editor draws a widget inside the open tab of a tab container: its live view in the editor's
 * chrome (selection, outline, widget menu). Viewers have none, and the tab draws its children as they are.
 */
/** The mark of a tab's child in the editor's chrome (EditableWidget): a press there moves no grid item. */
export const TAB_CHILD_SELECTOR = '[data-tab-child]';

export type TabChildFrame = (child: Widget, view: ReactNode) => ReactNode;

export const TabChildFrameContext = createContext<TabChildFrame | undefined>(undefined);

/** The editor's frame for a tab's children; undefined outside the editor. */
export const useTabChildFrame = (): TabChildFrame | undefined => useContext(TabChildFrameContext);
