import type { WidgetOf, WidgetType } from '@redbi/shared/domain';
import type { ComponentType } from 'react';
import type { WidgetViewProps } from '../boardContract';
import { ControllerWidgetView } from '../controllers/ControllerWidgetView';
import { QueryButtonWidgetView, ResetButtonWidgetView } from './ButtonWidgetViews';
import { ChartWidgetView } from './ChartWidgetView';
import { IframeWidgetView, ImageWidgetView, VideoWidgetView } from './MediaWidgetViews';
import { RichTextWidgetView } from './RichTextWidgetView';
import { TabWidgetView } from './TabWidgetView';
import { TimerWidgetView } from './TimerWidgetView';

/**
 * How each widget type is drawn inside its frame (ARCHITECTURE §4.11: widget types are a registry). The
 * record is exhaustive: a new widget type in shared must be drawn here.
 */
export const widgetViews: { [T in WidgetType]: ComponentType<WidgetViewProps<WidgetOf<T>>> } = {
  chart: ChartWidgetView,
  privateChart: ChartWidgetView,
  image: ImageWidgetView,
  video: VideoWidgetView,
  iframe: IframeWidgetView,
  richText: RichTextWidgetView,
  timer: TimerWidgetView,
  tab: TabWidgetView,
  queryButton: QueryButtonWidgetView,
  resetButton: ResetButtonWidgetView,
  controller: ControllerWidgetView,
};
