import type { Widget, WidgetType } from '@redbi/shared/domain';
import type { ComponentType } from 'react';
import type { WidgetEditorProps } from '../boardContract';
import { ControllerConfigPanel } from '../controllers/ControllerConfigPanel';
import { InteractionsPanel } from '../interactions/InteractionsPanel';
import { IframeEditor, ImageEditor, VideoEditor } from './widgetEditors/MediaEditors';
import { RichTextEditor } from './widgetEditors/RichTextEditor';
import { ButtonEditor, TimerEditor } from './widgetEditors/SimpleEditors';
import { TabEditor } from './widgetEditors/TabEditor';

/** A widget type's own panel in the settings drawer, and the drawer tab it goes under. */
export interface WidgetEditorEntry {
  section: 'content' | 'interactions';
  Editor: ComponentType<WidgetEditorProps>;
}

/**
 * An entry for a panel of some widget types: the drawer gives each panel a widget of the type it is
 * registered for, so its narrower props are safe (TypeScript cannot see the pairing through the record).
 */
const entry = <W extends Widget>(section: WidgetEditorEntry['section'], Editor: ComponentType<WidgetEditorProps<W>>): WidgetEditorEntry => ({
  section,
  Editor: Editor as unknown as ComponentType<WidgetEditorProps>,
});

/**
 * Each widget type's own editor (ARCHITECTURE §6: a registry rather than a switch): media addresses,
 * rich text, timer, tabs and button labels here; controllers and chart interactions from their features.
 */
export const widgetEditors: Readonly<Record<WidgetType, WidgetEditorEntry>> = {
  chart: entry('interactions', InteractionsPanel),
  privateChart: entry('interactions', InteractionsPanel),
  image: entry('content', ImageEditor),
  video: entry('content', VideoEditor),
  iframe: entry('content', IframeEditor),
  richText: entry('content', RichTextEditor),
  timer: entry('content', TimerEditor),
  tab: entry('content', TabEditor),
  queryButton: entry('content', ButtonEditor),
  resetButton: entry('content', ButtonEditor),
  controller: entry('content', ControllerConfigPanel),
};
