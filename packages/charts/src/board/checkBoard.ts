import { facadeOperators, type BoardConfig, type ControllerWidget, type Widget } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import type { BoardProblem } from './boardTypes';
import { widgetNameKey } from './widgetNames';

/** The board's widgets by id. */
const byId = (board: BoardConfig) => new Map(board.widgets.map((widget) => [widget.id, widget]));

/** Names: not empty, and no two alike in any case (the later ones are reported). */
function nameProblems(board: BoardConfig): BoardProblem[] {
  const seen = new Set<string>();
  return board.widgets.flatMap((widget): BoardProblem[] => {
    const key = widgetNameKey(widget.name);
    if (!key) return [{ messageKey: 'validation.empty', params: { field: 'name' }, widgetId: widget.id }];
    if (seen.has(key)) return [{ messageKey: 'validation.widgetNameDuplicate', widgetId: widget.id }];
    seen.add(key);
    return [];
  });
}

/** Ids tell widgets apart (layouts, linkage, tabs and controllers refer to them): no two alike. */
function idProblems(board: BoardConfig): BoardProblem[] {
  const seen = new Set<string>();
  return board.widgets.flatMap((widget): BoardProblem[] => {
    if (seen.has(widget.id)) return [{ messageKey: 'validation.widgetIdDuplicate', params: { id: widget.id }, widgetId: widget.id }];
    seen.add(widget.id);
    return [];
  });
}

/** Spec: a saved chart appears once per board. */
function chartTwiceProblems(board: BoardConfig): BoardProblem[] {
  const seen = new Set<string>();
  return board.widgets.flatMap((widget): BoardProblem[] => {
    if (widget.type !== 'chart') return [];
    if (seen.has(widget.config.chartId)) return [{ messageKey: 'validation.chartTwiceInBoard', widgetId: widget.id }];
    seen.add(widget.config.chartId);
    return [];
  });
}

/** Whether every widget this one refers to is there and of the right kind. */
function referencesHold(widget: Widget, widgets: ReadonlyMap<string, Widget>): boolean {
  const isController = (id: string | undefined) => id !== undefined && widgets.get(id)?.type === 'controller';
  if (widget.parent) {
    const parent = widgets.get(widget.parent.widgetId);
    const tabId = widget.parent.tabId;
    if (parent?.type !== 'tab' || parent.id === widget.id || !parent.config.tabs.some((tab) => tab.id === tabId)) return false;
  }
  if (widget.type === 'chart' || widget.type === 'privateChart') {
    return widget.interactions.linkage.targets.every((target) => target.widgetId !== widget.id && widgets.has(target.widgetId));
  }
  if (widget.type === 'controller') {
    const { visibility, cascadeFrom } = widget.config;
    if (visibility.mode === 'condition' && (!isController(visibility.controllerId) || visibility.controllerId === widget.id)) return false;
    return cascadeFrom.every((id) => id !== widget.id && isController(id));
  }
  return true;
}

const rangeFacades = new Set(Object.entries(facadeOperators).flatMap(([facade, operators]) => (operators.includes('BETWEEN') ? [facade] : [])));

const literal = (value: FilterValue | undefined) => (value && 'value' in value && value.value !== null && value.value !== '' ? value.value : undefined);

/** A range controller's defaults: none, one recommended range, or two ends with the end after the start. */
function rangeDefaultsProblem(controller: ControllerWidget): BoardProblem | undefined {
  const { defaults, facade } = controller.config;
  if (!rangeFacades.has(facade) || defaults.length === 0) return undefined;
  const [first, second] = defaults;
  if (first && 'recommend' in first) return undefined;
  const isEnd = (value: FilterValue | undefined) => value !== undefined && ('relative' in value || literal(value) !== undefined);
  if (!isEnd(first) || !isEnd(second)) return { messageKey: 'validation.rangeBothEnds', widgetId: controller.id };
  const [start, end] = [literal(first), literal(second)];
  if (start === undefined || end === undefined) return undefined;
  const numeric = [start, end].every((value) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))));
  const ordered = numeric ? Number(end) > Number(start) : String(end) > String(start);
  return ordered ? undefined : { messageKey: 'validation.rangeOrder', widgetId: controller.id };
}

/** A controller's operator among its facade's, and its range defaults. */
function controllerProblems(widget: Widget): BoardProblem[] {
  if (widget.type !== 'controller') return [];
  const { facade, operator } = widget.config;
  const problems: BoardProblem[] = [];
  if (!facadeOperators[facade].includes(operator)) problems.push({ messageKey: 'validation.facadeOperator', params: { name: widget.name, operator }, widgetId: widget.id });
  const range = rangeDefaultsProblem(widget);
  if (range) problems.push(range);
  return problems;
}

/**
 * The rules that span the whole board, which a schema of one widget cannot check (spec §5, §9): widget
 * names, a saved chart at most once, references between widgets (linkage targets, tab parents, controller
 * visibility and cascading), controller operators and range defaults. Empty when the board may be saved.
 */
export function checkBoard(board: BoardConfig): BoardProblem[] {
  const widgets = byId(board);
  return [
    ...idProblems(board),
    ...nameProblems(board),
    ...chartTwiceProblems(board),
    ...board.widgets.flatMap((widget): BoardProblem[] =>
      referencesHold(widget, widgets) ? [] : [{ messageKey: 'validation.widgetReference', params: { name: widget.name }, widgetId: widget.id }],
    ),
    ...board.widgets.flatMap(controllerProblems),
  ];
}
