import type { BoardChart, BoardConfig, BoardTiming, DrillState, LinkageState, PointValue, Widget } from '@redbi/shared/domain';
import type { Dataframe, FilterValue } from '@redbi/shared/query';
import type { ComponentType } from 'react';

/**
 * The types the dashboard screens share: the viewer's runtime (features/dashboards/runtime), the widget
 * views (…/widgets), the controller facades (…/controllers), the editor (…/editor) and the interaction
 * panels (…/interactions). Pure data: no behaviour lives here.
 */

/** What a viewer has changed on a board: controller values, active linkages, drill paths and open tabs. */
export interface BoardRuntimeState {
  /** By controller widget id; absent: the controller's defaults (or a URL preset). */
  controllers: Record<string, FilterValue[]>;
  linkage: LinkageState[];
  /** By chart widget id. */
  drill: Record<string, DrillState>;
  /** Active tab id by tab widget id. */
  tabs: Record<string, string>;
}

/** One widget's part of the last batched answer. */
export interface WidgetData {
  frame?: Dataframe;
  error?: { errCode: string; message: string };
  timing?: BoardTiming;
  /** A request that includes this widget is under way. */
  loading: boolean;
}

/** Where a board is shown: the viewer, the editor's canvas, or the render mode for screenshots (no lazy loading, a painted signal). */
export type BoardMode = 'view' | 'edit' | 'render';

/** A click on a data point of a chart widget: the values of the chart's fields at that point, by uid. */
export interface ChartPointEvent {
  widgetId: string;
  values: Record<string, PointValue>;
  /** Page coordinates, for a context menu. */
  x: number;
  y: number;
  /** right: the context menu; left: the widget's default action. */
  button: 'left' | 'right';
}

/** What every widget view receives. */
export interface WidgetViewProps<W extends Widget = Widget> {
  widget: W;
  board: BoardConfig;
  /** The saved charts the board embeds (a deleted one is absent). */
  charts: Record<string, BoardChart>;
  data: WidgetData;
  /** kind 'options' data of a controller. */
  options?: WidgetData;
  state: BoardRuntimeState;
  mode: BoardMode;
  /** Set a controller's value (controllers), press the query or reset button, switch a tab… through the runtime. */
  dispatch: (action: BoardAction) => void;
  /** Ask this widget's table page / order again. */
  onTablePage?: (pageNo: number, pageSize: number) => void;
  onTableSort?: (uid: string, order: 'ASC' | 'DESC' | undefined) => void;
  /** Ask this controller's options (from data) matching a typed text again; an empty text brings them all back. */
  onOptionsSearch?: (text: string) => void;
  onPoint?: (event: ChartPointEvent) => void;
  /** The widget has drawn its data (render mode counts these to signal that the board has painted). */
  onPainted?: () => void;
}

export type BoardAction =
  | { type: 'setController'; widgetId: string; values: FilterValue[] }
  | { type: 'query' }
  | { type: 'reset' }
  | { type: 'setTab'; widgetId: string; tabId: string }
  | { type: 'linkage'; linkage: LinkageState }
  | { type: 'removeLinkage'; sourceWidgetId: string }
  | { type: 'drill'; widgetId: string; drill: DrillState | undefined }
  | { type: 'refresh'; widgetIds?: string[] };

/** A widget type's view component, registered per type in widgets/widgetViews.ts. */
export type WidgetView = ComponentType<WidgetViewProps>;

/** What a controller facade draws: its value and options, and a way to change the value. */
export interface ControllerFacadeProps {
  widget: Extract<Widget, { type: 'controller' }>;
  /** The current values (state, URL preset or defaults, resolved by the runtime). */
  values: FilterValue[];
  onChange: (values: FilterValue[]) => void;
  /** Static items, or the data options the batched request answered (value, label, parent). */
  options: { value: string; label?: string; parent?: string }[];
  optionsLoading: boolean;
  /** Searchable facades ask for options matching a text (kind 'options', item.search). */
  onSearch?: (text: string) => void;
  disabled?: boolean;
}

/** What a widget's editor panel receives in the board editor. */
export interface WidgetEditorProps<W extends Widget = Widget> {
  widget: W;
  board: BoardConfig;
  charts: Record<string, BoardChart>;
  orgId: string;
  onChange: (widget: W) => void;
}
