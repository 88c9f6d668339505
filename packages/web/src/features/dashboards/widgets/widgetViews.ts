import type { BoardConfig, WidgetOf, WidgetType } from '@redbi/shared/domain';
import type { ComponentType } from 'react';
import { preloadableComponent } from '../../../components/preloadableComponent';
import type { WidgetViewProps } from '../boardContract';
import { ControllerWidgetView } from '../controllers/ControllerWidgetView';
import { QueryButtonWidgetView, ResetButtonWidgetView } from './ButtonWidgetViews';
import { ChartWidgetView } from './ChartWidgetView';
import { IframeWidgetView, ImageWidgetView, VideoWidgetView } from './MediaWidgetViews';

type ViewOf<T extends WidgetType> = ComponentType<WidgetViewProps<WidgetOf<T>>>;

/** The views of the less common types are chunks of their own (tabs, the rich-text sanitiser, timers): a board loads what it shows. */
const viewCode = {
  richText: preloadableComponent(() => import('./RichTextWidgetView').then((module): ViewOf<'richText'> => module.RichTextWidgetView)),
  timer: preloadableComponent(() => import('./TimerWidgetView').then((module): ViewOf<'timer'> => module.TimerWidgetView)),
  tab: preloadableComponent(() => import('./TabWidgetView').then((module): ViewOf<'tab'> => module.TabWidgetView)),
};

const lazyView = <T extends keyof typeof viewCode>(type: T): ViewOf<T> => viewCode[type].Component as unknown as ViewOf<T>;

/** Loads the code of the lazily loaded views a board shows (render mode waits for it before it says it has painted). */
export function loadWidgetViews(board: BoardConfig): Promise<void> {
  const used = new Set(board.widgets.map((widget) => widget.type).filter((type): type is keyof typeof viewCode => type in viewCode));
  return Promise.all([...used].map((type) => viewCode[type].load())).then(() => undefined);
}

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
  richText: lazyView('richText'),
  timer: lazyView('timer'),
  tab: lazyView('tab'),
  queryButton: QueryButtonWidgetView,
  resetButton: ResetButtonWidgetView,
  controller: ControllerWidgetView,
};
