import { z } from 'zod';
import { filterOperators, FilterValueSchema, type FilterOperator } from '../query/querySpec';
import { ChartConfigSchema, ChartFieldSchema, vizPrivileges, vizStatuses } from './chart';
import { descriptionText, idField, requiredText } from './fields';

/** The version of the stored board document; migrations in packages/charts/src/board bring older ones up to it. */
export const BOARD_CONFIG_VERSION = 1;

/** Spec §3: a board lays its widgets out on a responsive grid (auto) or at absolute positions (free). */
export const boardLayouts = ['auto', 'free'] as const;
export type BoardLayout = (typeof boardLayouts)[number];

/** How a free board fits its canvas into the window. */
export const scaleModes = ['scaleWidth', 'scaleHeight', 'scaleFull', 'noScale'] as const;
export type ScaleMode = (typeof scaleModes)[number];

/** `auto`: query on load and on every controller change; `button`: controller changes wait for the query button. */
export const queryModes = ['auto', 'button'] as const;
export type QueryMode = (typeof queryModes)[number];

/** The auto layout's grids: 24 columns on desktops (spec §9 widths), 6 on phones. */
export const BOARD_DESKTOP_COLUMNS = 24;
export const BOARD_MOBILE_COLUMNS = 6;
/** Spec §9: a widget's width in columns of the 24 grid ('auto' is the type's default). */
export const boardColumnWidths = [24, 12, 8, 6, 4, 3, 2] as const;
export const DEFAULT_FREE_SIZE = { width: 1920, height: 1080 } as const;
export const BOARD_MAX_WIDGETS = 200;
/** Spec §9. */
export const WIDGET_NAME_PREFIX = 'widget_';
export const WIDGET_COPY_SUFFIX = '_copy';
/** Auto-refresh frequencies are in seconds (spec §9); 0 is off. */
export const MIN_REFRESH_SEC = 5;
export const MAX_REFRESH_SEC = 86_400;

/**
 * Widget types of spec §3 as stored. `chart` embeds a saved chart (datart's linkedChart), `privateChart` a
 * chart built in the board and stored with it (ownedChart); the spec's "media" are image, video and iframe;
 * "container" is the tab container.
 */
export const widgetTypes = ['chart', 'privateChart', 'image', 'video', 'iframe', 'richText', 'timer', 'tab', 'queryButton', 'resetButton', 'controller'] as const;
export type WidgetType = (typeof widgetTypes)[number];

/** Spec §3's controller facades. */
export const controllerFacades = [
  'dropdownList',
  'multiDropdownList',
  'radioGroup',
  'checkboxGroup',
  'dropdownTree',
  'tree',
  'text',
  'value',
  'rangeValue',
  'slider',
  'rangeSlider',
  'time',
  'rangeTime',
  'recommendTime',
] as const;
export type ControllerFacade = (typeof controllerFacades)[number];

const equality: FilterOperator[] = ['EQ', 'NE'];
const membership: FilterOperator[] = ['IN', 'NOT_IN'];
const comparison: FilterOperator[] = ['EQ', 'NE', 'LT', 'GT', 'LTE', 'GTE'];
const range: FilterOperator[] = ['BETWEEN', 'NOT_BETWEEN'];

/** The operators each facade offers (datart's SQL_OPERATOR_OPTIONS_TYPES); the first is the default. */
export const facadeOperators: Record<ControllerFacade, readonly FilterOperator[]> = {
  dropdownList: equality,
  radioGroup: equality,
  multiDropdownList: membership,
  checkboxGroup: membership,
  dropdownTree: membership,
  tree: membership,
  text: ['LIKE', 'EQ', 'NE', 'NOT_LIKE', 'PREFIX_LIKE', 'PREFIX_NOT_LIKE', 'SUFFIX_LIKE', 'SUFFIX_NOT_LIKE'],
  value: comparison,
  slider: comparison,
  time: comparison,
  rangeValue: range,
  rangeSlider: range,
  rangeTime: range,
  recommendTime: range,
};

/** Date picker precision of the time facades. */
export const pickerTypes = ['date', 'dateTime', 'year', 'quarter', 'month', 'week'] as const;

const sizeField = () => z.number().int().min(0).max(10_000);
const colorField = () => z.string().trim().max(64);
const refreshField = () => z.union([z.literal(0), z.number().int().min(MIN_REFRESH_SEC).max(MAX_REFRESH_SEC)]);
/** A link the board shows (image, video, iframe, background): http(s), a site-relative path or an uploaded image as a data URL. */
export const mediaSourceField = () =>
  z
    .string()
    .trim()
    .max(2_000_000)
    .refine((value) => value === '' || /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,)/i.test(value), { error: 'validation.mediaSource' });

export const GridRectSchema = z.object({ x: z.number().int().min(0).max(1000), y: z.number().int().min(0).max(100_000), w: z.number().int().min(1).max(BOARD_DESKTOP_COLUMNS), h: z.number().int().min(1).max(1000) });
export type GridRect = z.infer<typeof GridRectSchema>;
export const FreeRectSchema = z.object({ x: z.number().min(-100_000).max(100_000), y: z.number().min(-100_000).max(100_000), w: z.number().min(10).max(100_000), h: z.number().min(10).max(100_000) });
export type FreeRect = z.infer<typeof FreeRectSchema>;

export const WidgetStyleSchema = z.object({
  showTitle: z.boolean().default(true),
  /** Shown above the widget; the widget's name when empty. */
  title: z.string().trim().max(255).default(''),
  titleAlign: z.enum(['left', 'center']).default('left'),
  padding: sizeField().default(8),
  background: colorField().default(''),
  border: z.object({ width: z.number().int().min(0).max(20).default(0), color: colorField().default(''), style: z.enum(['solid', 'dashed', 'dotted']).default('solid'), radius: z.number().int().min(0).max(100).default(4) }).default({ width: 0, color: '', style: 'solid', radius: 4 }),
});
export type WidgetStyle = z.output<typeof WidgetStyleSchema>;

/** A field of a chart widget mapped to a field (or a variable) of another widget's view, or a jump target's parameter. */
export const FieldMappingSchema = z.object({
  /** The uid of a field of the clicked chart. */
  sourceUid: z.string().min(1).max(64),
  targetKind: z.enum(['field', 'variable']).default('field'),
  /** A column of the target's view, a query variable's name, a controller's name (dashboard jump) or a URL parameter name. */
  target: z.string().min(1).max(255),
});
export type FieldMapping = z.infer<typeof FieldMappingSchema>;

export const jumpKinds = ['chart', 'dashboard', 'url'] as const;
export const jumpActions = ['inPlace', 'dialog', 'newTab'] as const;

/** What clicking a data point of a chart widget does, and which other actions its context menu offers. */
export const WidgetInteractionsSchema = z.object({
  /** Linkage: a click filters the chosen other widgets (datart's crossFiltering). No mapping: the same columns by name. */
  linkage: z
    .object({ enabled: z.boolean().default(false), targets: z.array(z.object({ widgetId: idField(), mappings: z.array(FieldMappingSchema).max(20).default([]) })).max(BOARD_MAX_WIDGETS).default([]) })
    .default({ enabled: false, targets: [] }),
  /** Jump to a chart, a dashboard or a URL, passing the clicked values. */
  jump: z
    .object({
      enabled: z.boolean().default(false),
      kind: z.enum(jumpKinds).default('dashboard'),
      targetId: idField().optional(),
      url: z.string().trim().max(2000).regex(/^(https?:\/\/|\/(?!\/))/i).optional(),
      action: z.enum(jumpActions).default('inPlace'),
      params: z.array(FieldMappingSchema).max(20).default([]),
    })
    .default({ enabled: false, kind: 'dashboard', action: 'inPlace', params: [] }),
  /** Drill down and up through the fields of the chart's first dimension section, in their order. */
  drill: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
  /** Offer the rows behind a data point. */
  viewRows: z.object({ enabled: z.boolean().default(true) }).default({ enabled: true }),
});
export type WidgetInteractions = z.output<typeof WidgetInteractionsSchema>;

/** Where a controller's value goes in one view: a column (a filter) or one or two query variables (a range's two ends). */
export const ControllerTargetSchema = z.object({
  viewId: idField(),
  kind: z.enum(['field', 'variable']).default('field'),
  /** The column (kind field) or the variable name (kind variable). */
  name: z.string().min(1).max(255),
  /** Kind variable with a range facade: the variable that takes the range's end. */
  endName: z.string().min(1).max(255).optional(),
});
export type ControllerTarget = z.infer<typeof ControllerTargetSchema>;

export const ControllerOptionSchema = z.object({ value: z.string().max(10_000), label: z.string().max(10_000).optional(), parent: z.string().max(10_000).optional() });
export type ControllerOption = z.infer<typeof ControllerOptionSchema>;

export const ControllerConfigSchema = z.object({
  facade: z.enum(controllerFacades),
  operator: z.enum(filterOperators),
  targets: z.array(ControllerTargetSchema).max(50).default([]),
  /** static: the list typed here; data: DISTINCT values of a view's column, asked through the runner. */
  options: z
    .object({
      source: z.enum(['static', 'data']).default('static'),
      items: z.array(ControllerOptionSchema).max(10_000).default([]),
      viewId: idField().optional(),
      valueField: z.string().min(1).max(255).optional(),
      labelField: z.string().min(1).max(255).optional(),
      /** Tree facades: the column holding each value's parent (or the hierarchy's upper levels, in order). */
      parentFields: z.array(z.string().min(1).max(255)).max(8).default([]),
    })
    .default({ source: 'static', items: [], parentFields: [] }),
  /** Default values: literals, times relative to now, or a recommended range. */
  defaults: z.array(FilterValueSchema).max(1000).default([]),
  required: z.boolean().default(false),
  visibility: z
    .object({ mode: z.enum(['show', 'hide', 'condition']).default('show'), controllerId: idField().optional(), operator: z.enum(['EQ', 'NE']).default('EQ'), value: z.string().max(10_000).default('') })
    .default({ mode: 'show', operator: 'EQ', value: '' }),
  /** Controllers whose values narrow this one's data options (cascading). */
  cascadeFrom: z.array(idField()).max(20).default([]),
  pickerType: z.enum(pickerTypes).default('date'),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
  /** Radio groups drawn as buttons. */
  buttons: z.boolean().default(false),
});
export type ControllerConfig = z.output<typeof ControllerConfigSchema>;

const widgetBase = {
  /** The widget's id in the board (stable across saves; linkage, tabs and controllers refer to it). */
  id: idField(),
  /** Spec §5: not empty, unique in the board (checked with the whole board). */
  name: requiredText(),
  /** Free layout position and size in canvas pixels. */
  rect: FreeRectSchema.default({ x: 0, y: 0, w: 400, h: 300 }),
  /** Auto layout: desktop (24 columns) and phone (6 columns) grid positions. */
  desktop: GridRectSchema.default({ x: 0, y: 0, w: 12, h: 8 }),
  mobile: GridRectSchema.default({ x: 0, y: 0, w: 6, h: 8 }),
  /** Free layout: stacking order (higher is above). */
  z: z.number().int().min(0).max(100_000).default(0),
  locked: z.boolean().default(false),
  /** Inside a tab container: that widget and the tab. */
  parent: z.object({ widgetId: idField(), tabId: idField() }).optional(),
  style: WidgetStyleSchema.default(WidgetStyleSchema.parse({})),
  /** Seconds between refetches while the widget is on screen; 0 is off. */
  autoRefreshSec: refreshField().default(0),
};

const interactions = { interactions: WidgetInteractionsSchema.default(WidgetInteractionsSchema.parse({})) };

export const ChartWidgetSchema = z.object({ ...widgetBase, ...interactions, type: z.literal('chart'), config: z.object({ chartId: idField() }) });
export const PrivateChartWidgetSchema = z.object({ ...widgetBase, ...interactions, type: z.literal('privateChart'), config: z.object({ viewId: idField(), chart: ChartConfigSchema }) });
export const ImageWidgetSchema = z.object({ ...widgetBase, type: z.literal('image'), config: z.object({ src: mediaSourceField().default(''), fit: z.enum(['contain', 'cover', 'fill']).default('contain') }) });
export const VideoWidgetSchema = z.object({ ...widgetBase, type: z.literal('video'), config: z.object({ src: mediaSourceField().default(''), autoplay: z.boolean().default(false), loop: z.boolean().default(false), muted: z.boolean().default(true) }) });
export const IframeWidgetSchema = z.object({ ...widgetBase, type: z.literal('iframe'), config: z.object({ src: mediaSourceField().default('') }) });
/**
 * Rich text: sanitised HTML; `{{name}}` shows the value of the field of that alias (or column) — aggregated
 * when the field has an aggregation — of the optional view.
 */
export const RichTextWidgetSchema = z.object({
  ...widgetBase,
  type: z.literal('richText'),
  config: z.object({ html: z.string().max(200_000).default(''), viewId: idField().optional(), fields: z.array(ChartFieldSchema).max(50).default([]) }),
});
export const TimerWidgetSchema = z.object({ ...widgetBase, type: z.literal('timer'), config: z.object({ format: z.string().trim().min(1).max(64).default('YYYY-MM-DD HH:mm:ss'), fontSize: z.number().int().min(8).max(256).default(32), color: colorField().default('') }) });
export const TabWidgetSchema = z.object({ ...widgetBase, type: z.literal('tab'), config: z.object({ tabs: z.array(z.object({ id: idField(), name: requiredText() })).min(1).max(20) }) });
export const QueryButtonWidgetSchema = z.object({ ...widgetBase, type: z.literal('queryButton'), config: z.object({ label: z.string().trim().max(64).default('') }) });
export const ResetButtonWidgetSchema = z.object({ ...widgetBase, type: z.literal('resetButton'), config: z.object({ label: z.string().trim().max(64).default('') }) });
export const ControllerWidgetSchema = z.object({ ...widgetBase, type: z.literal('controller'), config: ControllerConfigSchema });

export const WidgetSchema = z
  .discriminatedUnion('type', [
    ChartWidgetSchema,
    PrivateChartWidgetSchema,
    ImageWidgetSchema,
    VideoWidgetSchema,
    IframeWidgetSchema,
    RichTextWidgetSchema,
    TimerWidgetSchema,
    TabWidgetSchema,
    QueryButtonWidgetSchema,
    ResetButtonWidgetSchema,
    ControllerWidgetSchema,
  ])
  .meta({ id: 'Widget' });
export type Widget = z.output<typeof WidgetSchema>;
export type WidgetInput = z.input<typeof WidgetSchema>;
export type WidgetOf<T extends WidgetType> = Extract<Widget, { type: T }>;
export type ChartWidget = WidgetOf<'chart'>;
export type PrivateChartWidget = WidgetOf<'privateChart'>;
export type ControllerWidget = WidgetOf<'controller'>;
/** The widgets that draw a chart (saved or private) and take part in linkage, jump and drill. */
export type DataChartWidget = ChartWidget | PrivateChartWidget;

export const BoardSettingsSchema = z.object({
  /** Space between widgets, [horizontal, vertical] pixels. */
  margin: z.tuple([sizeField(), sizeField()]).default([8, 8]),
  /** Space between the board's edge and its widgets. */
  padding: z.tuple([sizeField(), sizeField()]).default([8, 8]),
  mobileMargin: z.tuple([sizeField(), sizeField()]).default([8, 8]),
  mobilePadding: z.tuple([sizeField(), sizeField()]).default([8, 8]),
  /** Auto layout: the height of one grid row. */
  rowHeight: z.number().int().min(8).max(400).default(32),
  /** Free layout: the canvas and how it fits the window. */
  width: z.number().int().min(100).max(20_000).default(DEFAULT_FREE_SIZE.width),
  height: z.number().int().min(100).max(20_000).default(DEFAULT_FREE_SIZE.height),
  scaleMode: z.enum(scaleModes).default('scaleWidth'),
  /** Seconds between refetching every data widget; 0 is off. */
  autoRefreshSec: refreshField().default(0),
  queryMode: z.enum(queryModes).default('auto'),
  /** Off: nothing is fetched until the query button is pressed. */
  initialQuery: z.boolean().default(true),
  background: z.object({ color: colorField().default(''), image: mediaSourceField().default(''), fit: z.enum(['cover', 'contain', 'fill', 'repeat']).default('cover') }).default({ color: '', image: '', fit: 'cover' }),
});
export type BoardSettings = z.output<typeof BoardSettingsSchema>;

/** A dashboard as stored: versioned JSON (ARCHITECTURE §6, §4.11). Widget rules that span the board are checked by checkBoard (packages/charts). */
export const BoardConfigSchema = z
  .object({
    version: z.literal(BOARD_CONFIG_VERSION).default(BOARD_CONFIG_VERSION),
    layout: z.enum(boardLayouts),
    settings: BoardSettingsSchema.default(BoardSettingsSchema.parse({})),
    widgets: z.array(WidgetSchema).max(BOARD_MAX_WIDGETS).default([]),
  })
  .meta({ id: 'BoardConfig' });
export type BoardConfig = z.output<typeof BoardConfigSchema>;
export type BoardConfigInput = z.input<typeof BoardConfigSchema>;

/** A saved chart a board embeds, as its viewers receive it with the board (View on the board is enough). */
export const BoardChartSchema = z.object({ id: z.string(), name: z.string(), viewId: z.string(), config: ChartConfigSchema }).meta({ id: 'BoardChart' });
export type BoardChart = z.infer<typeof BoardChartSchema>;

export const DashboardSchema = z
  .object({
    id: z.string(),
    orgId: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    status: z.enum(vizStatuses),
    config: BoardConfigSchema,
    /** The saved charts its chart widgets show, by id; a deleted one is absent (the widget says so). */
    charts: z.record(z.string(), BoardChartSchema),
    privileges: z.array(z.enum(vizPrivileges)),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Save mode add (and saveAs: a new dashboard from the editor's current board). */
export const NewDashboardSchema = z
  .object({ name: requiredText(), description: descriptionText().default(''), parentId: idField().nullable().default(null), config: BoardConfigSchema })
  .meta({ id: 'NewDashboard' });
/** Save mode edit. */
export const DashboardUpdateSchema = z.object({ name: requiredText(), description: descriptionText().default(''), config: BoardConfigSchema }).meta({ id: 'DashboardUpdate' });

/** The boards that use a chart or a view: deleting it warns with this list. */
export const VizUsageSchema = z.object({ dashboards: z.array(z.object({ id: z.string(), name: z.string() })) }).meta({ id: 'VizUsage' });
export type VizUsage = z.infer<typeof VizUsageSchema>;

export const dashboardPrivileges = vizPrivileges;
