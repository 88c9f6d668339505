import {
  ChartConfigSchema,
  ControllerConfigSchema,
  facadeOperators,
  ImageWidgetSchema,
  IframeWidgetSchema,
  QueryButtonWidgetSchema,
  ResetButtonWidgetSchema,
  RichTextWidgetSchema,
  TimerWidgetSchema,
  VideoWidgetSchema,
  type ControllerConfig,
  type ControllerFacade,
  type Widget,
  type WidgetType,
} from '@redbi/shared/domain';
import type { WidgetSize, WidgetTypeInfo } from './boardTypes';

/** The first table type the workbench lists: what a new private chart starts as. */
const NEW_PRIVATE_CHART_TYPE = 'table';

/** A size on the desktop grid; phones take the full 6 columns at the same height. */
const sizes = (desktop: WidgetSize, free: WidgetSize) => ({ desktop, mobile: { w: 6, h: desktop.h }, free });

/** A controller of this facade with the facade's first (default) operator. */
export const newControllerConfig = (facade: ControllerFacade): ControllerConfig => ControllerConfigSchema.parse({ facade, operator: facadeOperators[facade][0] });

/**
 * Every widget type (spec §3) as the board core sees it: palette group, whether it can ask for data, a new
 * widget's config and its size on the desktop grid (24 columns), the phone grid (6) and the free canvas
 * (pixels). A saved chart widget's config names the chart the author picks, so its default is empty until then.
 */
export const widgetTypeInfo: { readonly [T in WidgetType]: WidgetTypeInfo<T> } = {
  chart: { type: 'chart', group: 'chart', needsData: true, defaultConfig: () => ({ chartId: '' }), defaultSize: sizes({ w: 12, h: 10 }, { w: 480, h: 320 }) },
  privateChart: {
    type: 'privateChart',
    group: 'chart',
    needsData: true,
    defaultConfig: () => ({ viewId: '', chart: ChartConfigSchema.parse({ chartType: NEW_PRIVATE_CHART_TYPE }) }),
    defaultSize: sizes({ w: 12, h: 10 }, { w: 480, h: 320 }),
  },
  image: { type: 'image', group: 'media', needsData: false, defaultConfig: () => ImageWidgetSchema.shape.config.parse({}), defaultSize: sizes({ w: 8, h: 8 }, { w: 320, h: 240 }) },
  video: { type: 'video', group: 'media', needsData: false, defaultConfig: () => VideoWidgetSchema.shape.config.parse({}), defaultSize: sizes({ w: 12, h: 10 }, { w: 480, h: 270 }) },
  iframe: { type: 'iframe', group: 'media', needsData: false, defaultConfig: () => IframeWidgetSchema.shape.config.parse({}), defaultSize: sizes({ w: 12, h: 10 }, { w: 480, h: 320 }) },
  richText: { type: 'richText', group: 'media', needsData: true, defaultConfig: () => RichTextWidgetSchema.shape.config.parse({}), defaultSize: sizes({ w: 12, h: 6 }, { w: 480, h: 160 }) },
  timer: { type: 'timer', group: 'media', needsData: false, defaultConfig: () => TimerWidgetSchema.shape.config.parse({}), defaultSize: sizes({ w: 6, h: 3 }, { w: 320, h: 80 }) },
  tab: { type: 'tab', group: 'container', needsData: false, defaultConfig: () => ({ tabs: [{ id: 'tab_1', name: 'Tab 1' }] }), defaultSize: sizes({ w: 24, h: 12 }, { w: 960, h: 480 }) },
  queryButton: { type: 'queryButton', group: 'button', needsData: false, defaultConfig: () => QueryButtonWidgetSchema.shape.config.parse({}), defaultSize: sizes({ w: 3, h: 2 }, { w: 120, h: 40 }) },
  resetButton: { type: 'resetButton', group: 'button', needsData: false, defaultConfig: () => ResetButtonWidgetSchema.shape.config.parse({}), defaultSize: sizes({ w: 3, h: 2 }, { w: 120, h: 40 }) },
  controller: { type: 'controller', group: 'controller', needsData: true, defaultConfig: () => newControllerConfig('dropdownList'), defaultSize: sizes({ w: 6, h: 2 }, { w: 240, h: 48 }) },
};

/**
 * Whether this widget asks the batched request for anything: charts always; rich text when it reads fields
 * of a view; a controller when its options come from data.
 */
export function widgetNeedsData(widget: Widget): boolean {
  if (widget.type === 'richText') return widget.config.viewId !== undefined && widget.config.fields.length > 0;
  if (widget.type === 'controller') {
    const { options } = widget.config;
    return options.source === 'data' && options.viewId !== undefined && options.valueField !== undefined;
  }
  return widgetTypeInfo[widget.type].needsData;
}
