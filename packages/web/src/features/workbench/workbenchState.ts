import { findChartType, type ChartDefinition } from '@redbi/charts';
import { ChartConfigSchema, type ChartConfig, type ChartField, type ComputedField } from '@redbi/shared/domain';
import { defaultAggregation, insertIntoSection, placementProblem } from './sectionRules';
import { switchChartType } from './switchChartType';
import type { FieldPick } from './workbenchFields';

/** What the workbench edits: the chart's name, its view and its stored config, until saved. */
export interface WorkbenchDraft {
  name: string;
  viewId: string | null;
  config: ChartConfig;
}

/** What the last change could not do, told to the user until the next change. */
export type WorkbenchNotice =
  | { kind: 'dropped'; chartType: string; fields: ChartField[] }
  | { kind: 'full'; section: string; max: number }
  | { kind: 'notAccepted'; section: string; field: string };

export interface WorkbenchState {
  draft: WorkbenchDraft;
  notice?: WorkbenchNotice;
}

/** The editable parts of a placed field (its column, type and uid stay). */
export type FieldPatch = Partial<Omit<ChartField, 'uid' | 'column' | 'type'>>;

export type WorkbenchAction =
  | { type: 'rename'; name: string }
  /** Another view: its fields differ, so the sections, computed fields and variable values start again. */
  | { type: 'setView'; viewId: string }
  /** `uid` is new for every placement (two uses of one field are told apart by it). */
  | { type: 'addField'; section: string; pick: FieldPick; uid: string; index?: number }
  | { type: 'moveField'; uid: string; section: string; index?: number }
  | { type: 'removeField'; uid: string }
  /** An undefined value in the patch removes that setting of the field. */
  | { type: 'updateField'; uid: string; patch: FieldPatch }
  | { type: 'switchType'; chartType: string }
  | { type: 'switchAggregation'; aggregation: boolean }
  | { type: 'setSetting'; key: string; value: unknown }
  /** Adds a computed field of the chart, or replaces `previousName` (fields placed under the old name follow). */
  | { type: 'setComputedField'; field: ComputedField; previousName?: string }
  | { type: 'removeComputedField'; name: string }
  /** Values of a query variable; none: the variable's default applies. */
  | { type: 'setVariable'; name: string; values: string[] }
  | { type: 'setPageSize'; pageSize: number }
  | { type: 'dismissNotice' }
  /** Starts from a saved (or loaded) draft. */
  | { type: 'reset'; draft: WorkbenchDraft };

/** The type a new chart starts as: a table draws any fields. */
export const DEFAULT_CHART_TYPE = 'table';

export function newConfig(chartType = DEFAULT_CHART_TYPE): ChartConfig {
  return ChartConfigSchema.parse({ chartType, settingsVersion: findChartType(chartType)?.settings.version ?? 1 });
}

export const newDraft = (name: string, viewId: string | null): WorkbenchDraft => ({ name, viewId, config: newConfig() });

/** Two drafts with the same key hold the same chart (the dirty mark and the leave warning compare them). */
export const draftKey = (draft: WorkbenchDraft): string => JSON.stringify(draft);

/** Every placed field, with the key of its section. */
export const placedFieldsOf = (config: ChartConfig): { section: string; field: ChartField }[] =>
  Object.entries(config.sections).flatMap(([section, fields]) => fields.map((field) => ({ section, field })));

export const hasFields = (config: ChartConfig): boolean => placedFieldsOf(config).length > 0;

const findPlaced = (config: ChartConfig, uid: string) => placedFieldsOf(config).find(({ field }) => field.uid === uid);

function withoutField(config: ChartConfig, uid: string): ChartConfig {
  const sections = Object.fromEntries(
    Object.entries(config.sections)
      .map(([key, fields]) => [key, fields.filter((field) => field.uid !== uid)] as const)
      .filter(([, fields]) => fields.length > 0),
  );
  return { ...config, sections };
}

function mapFields(config: ChartConfig, map: (field: ChartField) => ChartField | undefined): ChartConfig {
  const sections = Object.fromEntries(
    Object.entries(config.sections)
      .map(([key, fields]) => [key, fields.flatMap((field) => map(field) ?? [])] as const)
      .filter(([, fields]) => fields.length > 0),
  );
  return { ...config, sections };
}

function applyPatch(field: ChartField, patch: FieldPatch): ChartField {
  const next: Record<string, unknown> = { ...field };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as ChartField;
}

type Placement = { config: ChartConfig; notice?: WorkbenchNotice };

/** Puts a field into a section, or says why it cannot go there. */
function place(config: ChartConfig, definition: ChartDefinition, sectionKey: string, field: ChartField, index?: number): Placement {
  const section = definition.sections.find((candidate) => candidate.key === sectionKey);
  if (!section) return { config };
  const problem = placementProblem(config, section, field.type, field.uid);
  if (problem?.kind === 'notAccepted') return { config, notice: { kind: 'notAccepted', section: section.key, field: field.column } };
  if (problem?.kind === 'full') return { config, notice: { kind: 'full', section: section.key, max: problem.max } };
  return { config: insertIntoSection(withoutField(config, field.uid), section, field, index) };
}

/** A new placement of a picked field; numbers dropped into a mixed section of an aggregating chart are summed. */
function fieldOf(pick: FieldPick, uid: string, definition: ChartDefinition, sectionKey: string, aggregation: boolean): ChartField {
  const section = definition.sections.find((candidate) => candidate.key === sectionKey);
  const summed = aggregation && section?.kind === 'mixed' && pick.type === 'numeric';
  return {
    uid,
    column: pick.name,
    type: pick.type,
    ...(pick.category ? { category: pick.category } : {}),
    ...(pick.dateLevel ? { dateLevel: pick.dateLevel } : {}),
    ...(summed ? { aggregate: defaultAggregation(pick.type) } : {}),
  };
}

function configChange(config: ChartConfig, action: WorkbenchAction, definition: ChartDefinition | undefined): Placement {
  switch (action.type) {
    case 'addField':
      return definition ? place(config, definition, action.section, fieldOf(action.pick, action.uid, definition, action.section, config.aggregation), action.index) : { config };
    case 'moveField': {
      const placed = findPlaced(config, action.uid);
      if (!placed || !definition) return { config };
      // Within one section the index counts the other fields, as they are without the moved one.
      return place(config, definition, action.section, placed.field, action.index);
    }
    case 'removeField':
      return { config: withoutField(config, action.uid) };
    case 'updateField':
      return { config: mapFields(config, (field) => (field.uid === action.uid ? applyPatch(field, action.patch) : field)) };
    case 'switchType': {
      const to = findChartType(action.chartType);
      if (!to || to.id === config.chartType) return { config };
      const switched = switchChartType(config, definition, to);
      return { config: switched.config, ...(switched.dropped.length > 0 ? { notice: { kind: 'dropped', chartType: to.id, fields: switched.dropped } } : {}) };
    }
    case 'switchAggregation':
      return { config: action.aggregation === config.aggregation ? config : { ...config, aggregation: action.aggregation, sections: {} } };
    case 'setSetting':
      return { config: { ...config, settings: { ...config.settings, [action.key]: action.value } } };
    case 'setComputedField': {
      const { field, previousName } = action;
      const others = config.computedFields.filter((existing) => existing.name !== (previousName ?? field.name));
      const at = config.computedFields.findIndex((existing) => existing.name === (previousName ?? field.name));
      const computedFields = at < 0 ? [...others, field] : [...others.slice(0, at), field, ...others.slice(at)];
      const renamed = previousName !== undefined && previousName !== field.name;
      const next = { ...config, computedFields };
      return { config: mapFields(next, (placed) => (renamed && placed.column === previousName ? { ...placed, column: field.name, type: field.type } : placed)) };
    }
    case 'removeComputedField':
      return {
        config: mapFields({ ...config, computedFields: config.computedFields.filter((field) => field.name !== action.name) }, (field) => (field.column === action.name ? undefined : field)),
      };
    case 'setVariable': {
      const { [action.name]: _previous, ...rest } = config.variables;
      return { config: { ...config, variables: action.values.length > 0 ? { ...rest, [action.name]: action.values } : rest } };
    }
    case 'setPageSize':
      return { config: { ...config, pageSize: action.pageSize } };
    default:
      return { config };
  }
}

/**
 * The workbench's pure state: every change of the chart draft is an action (tested without a DOM). Changes
 * that cannot be made leave the draft as it is and say why in `notice`.
 */
export function workbenchReducer(state: WorkbenchState, action: WorkbenchAction): WorkbenchState {
  const { draft } = state;
  switch (action.type) {
    case 'rename':
      return { draft: { ...draft, name: action.name } };
    case 'setView':
      if (action.viewId === draft.viewId) return state;
      return { draft: { ...draft, viewId: action.viewId, config: { ...draft.config, sections: {}, computedFields: [], variables: {} } } };
    case 'dismissNotice':
      return { draft };
    case 'reset':
      return { draft: action.draft };
    default: {
      const { config, notice } = configChange(draft.config, action, findChartType(draft.config.chartType));
      return { draft: config === draft.config ? draft : { ...draft, config }, ...(notice ? { notice } : {}) };
    }
  }
}
