import { migrateBoard } from '@redbi/charts';
import { DashboardDocSchema, migrationFormatVersions, type BoardConfig, type DashboardDoc, type VizStatus, type Widget } from '@redbi/shared/domain';
import type { VizRow } from '../../../repositories/vizRepository';
import { mapNullable, parentRef, type ResourceModule, type ResourceRef } from './resourceModule';

/** A widget's jump target, when it is a saved chart or dashboard. */
function jumpOf(widget: Widget): ResourceRef[] {
  if (widget.type !== 'chart' && widget.type !== 'privateChart') return [];
  const { jump } = widget.interactions;
  return jump.enabled && jump.kind !== 'url' && jump.targetId ? [{ kind: jump.kind, id: jump.targetId, required: false }] : [];
}

function widgetRefs(widget: Widget): ResourceRef[] {
  const view = (id: string | undefined): ResourceRef[] => (id ? [{ kind: 'view', id, required: false }] : []);
  switch (widget.type) {
    case 'chart':
      return [{ kind: 'chart', id: widget.config.chartId, required: false }, ...jumpOf(widget)];
    case 'privateChart':
      return [...view(widget.config.viewId), ...jumpOf(widget)];
    case 'richText':
      return view(widget.config.viewId);
    case 'controller':
      return [...widget.config.targets.flatMap((target) => view(target.viewId)), ...(widget.config.options.source === 'data' ? view(widget.config.options.viewId) : [])];
    default:
      return [];
  }
}

function remapWidget(widget: Widget, mapId: (id: string) => string): Widget {
  const mapJump = <W extends Extract<Widget, { type: 'chart' | 'privateChart' }>>(w: W): W => {
    const { jump } = w.interactions;
    return jump.kind !== 'url' && jump.targetId ? { ...w, interactions: { ...w.interactions, jump: { ...jump, targetId: mapId(jump.targetId) } } } : w;
  };
  switch (widget.type) {
    case 'chart':
      return mapJump({ ...widget, config: { ...widget.config, chartId: mapId(widget.config.chartId) } });
    case 'privateChart':
      return mapJump({ ...widget, config: { ...widget.config, viewId: mapId(widget.config.viewId) } });
    case 'richText':
      return widget.config.viewId ? { ...widget, config: { ...widget.config, viewId: mapId(widget.config.viewId) } } : widget;
    case 'controller': {
      const { targets, options } = widget.config;
      return {
        ...widget,
        config: {
          ...widget.config,
          targets: targets.map((target) => ({ ...target, viewId: mapId(target.viewId) })),
          options: options.viewId ? { ...options, viewId: mapId(options.viewId) } : options,
        },
      };
    }
    default:
      return widget;
  }
}

/** The board of a document, brought up to the current board version and checked (throws when it is not one). */
export const boardOf = (doc: DashboardDoc): BoardConfig => migrateBoard(doc.config);

/**
 * A dashboard: its board with the charts, views, and jump targets its widgets refer to. Widget ids are the
 * board's own (linkage, tabs and controllers refer to them) and stay as they are.
 */
export const dashboardResource: ResourceModule<DashboardDoc> = {
  kind: 'dashboard',
  formatVersion: migrationFormatVersions.dashboard,
  schema: DashboardDocSchema,
  migrations: {},
  check: (doc) => void boardOf(doc),
  references: (doc) => {
    const refs = new Map<string, ResourceRef>();
    for (const ref of boardOf(doc).widgets.flatMap(widgetRefs)) refs.set(`${ref.kind}:${ref.id}`, ref);
    return [...parentRef(doc.parentId), ...refs.values()];
  },
  remap: (doc, mapId) => {
    const board = boardOf(doc);
    return {
      ...doc,
      id: mapId(doc.id),
      parentId: mapNullable(doc.parentId, mapId),
      config: { ...board, widgets: board.widgets.map((widget) => remapWidget(widget, mapId)) },
    };
  },
};

export const dashboardDocOf = (row: VizRow): DashboardDoc => ({
  kind: 'dashboard',
  formatVersion: migrationFormatVersions.dashboard,
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  description: row.description,
  index: row.index,
  status: row.status as VizStatus,
  config: migrateBoard(JSON.parse(row.config)),
});
