import { getChartType } from '@redbi/charts';
import { ViewModelSchema, type ChartConfig, type ChartDoc, type DashboardDoc, type ImportSecrets, type SourceDoc, type Variable, type ViewDoc } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { connectorTypes, type SourceType } from '@redbi/shared/sources';
import { ZodError } from 'zod';
import { checkedBoard } from '../dashboards/dashboardChecks';
import { InvalidInputError } from '../invalidInput';
import type { ServiceContext } from '../serviceContext';
import { confinePaths, openConfig, validConfig } from '../sources/sourceConfig';
import { checkDefinition, validDefinition } from '../views/viewDefinitionCheck';
import { checkChartConfig, type ChartViewScope } from '../vizs/chartChecks';
import type { PlanItem, Reason } from './importPlan';
import type { OrgResources } from './orgResources';
import { boardOf } from './resources/dashboardResource';

type CheckResult = { failures: Reason[]; notes: Reason[] };
const passed = (): CheckResult => ({ failures: [], notes: [] });

/** An error of a check as the reason a resource fails (the message key of an AppError, the issues of a validation). */
export const reasonOf = (error: unknown): Reason => {
  if (error instanceof AppError) return { key: 'migration.invalidConfig', detail: { key: error.messageKey, params: error.params } };
  if (error instanceof InvalidInputError || error instanceof ZodError) {
    return { key: 'migration.invalidConfig', params: { details: error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ') } };
  }
  return { key: 'migration.invalidConfig', params: { details: error instanceof Error ? error.message : String(error) } };
};

/**
 * What an import checks of a resource's content, as saving it by hand would: a source's settings (secrets
 * given or kept, database files confined to LOCAL_DATABASES_DIR), a view's model, variables and SQL (the
 * parser's side-effect checks; SQL only its database could check is refused), a chart against its type and
 * its view's fields. `sourceConfigs` keeps each checked source's settings (secrets included) by target id.
 */
export function createImportChecks(ctx: ServiceContext, { org, publicVariables, secrets }: { org: OrgResources; publicVariables: readonly Variable[]; secrets: ImportSecrets }) {
  // The checked settings (secrets included) of each source, by target id.
  const sourceConfigs = new Map<string, { type: SourceType; config: Record<string, unknown> }>();

  const checkSource = (item: PlanItem, doc: SourceDoc) => {
    const given = secrets[item.doc.id] ?? {};
    const existing = item.existing?.kind === 'source' && item.existing.row.type === doc.type ? item.existing.row : undefined;
    const stored = existing ? openConfig(doc.type, existing.config, ctx.secrets) : {};
    try {
      const config = confinePaths(doc.type, validConfig(doc.type, { ...doc.config, ...given }, stored), ctx.config.localDatabasesDir);
      sourceConfigs.set(doc.id, { type: doc.type, config });
    } catch (error) {
      return { failures: [reasonOf(error)], notes: [] };
    }
    const missing = doc.secrets.filter((name) => !given[name] && stored[name] === undefined);
    return { failures: [], notes: missing.length > 0 ? [{ key: 'migration.secretMissing', params: { fields: missing.join(', ') } }] : [] };
  };

  const checkView = (doc: ViewDoc, plan: ReadonlyMap<string, PlanItem>) => {
    const sourceType = sourceTypeOf(doc.sourceId, plan);
    if (!sourceType) return { failures: [{ key: 'migration.missingReference', params: { kind: 'migration.kinds.source', id: doc.sourceId } }], notes: [] };
    try {
      const definition = validDefinition({
        sourceId: doc.sourceId,
        type: doc.type,
        script: doc.script,
        model: doc.model,
        config: doc.config,
        variables: doc.variables.map(({ id: _id, ...variable }) => ({ ...variable, values: [] })),
        columnPermissions: [],
      });
      // SQL the grammar cannot read would need its database to check it: refused here rather than trusted.
      if (checkDefinition(definition, connectorTypes[sourceType].dialect, publicVariables)) {
        return { failures: [{ key: 'migration.invalidConfig', params: { details: 'errors.sqlParseFailed' } }], notes: [] };
      }
    } catch (error) {
      return { failures: [reasonOf(error)], notes: [] };
    }
    return { failures: [], notes: [] };
  };

  /** The source type of a source of the archive or of the organisation. */
  const sourceTypeOf = (sourceId: string | null, plan: ReadonlyMap<string, PlanItem>): SourceType | undefined => {
    if (!sourceId) return undefined;
    const planned = plan.get(sourceId)?.target;
    const existing = org.byId.get(sourceId);
    return (planned?.kind === 'source' ? planned.type : existing?.kind === 'source' ? (existing.row.type ?? undefined) : undefined) as SourceType | undefined;
  };

  /** What a chart on a view is checked against: the view's fields (the archive's or the organisation's) and its source's dialect. */
  const scopeOf = (viewId: string, plan: ReadonlyMap<string, PlanItem>): ChartViewScope | undefined => {
    const planned = plan.get(viewId)?.target;
    const existing = org.byId.get(viewId);
    const view =
      planned?.kind === 'view'
        ? { model: planned.model, sourceId: planned.sourceId }
        : existing?.kind === 'view'
          ? { model: ViewModelSchema.parse(JSON.parse(existing.row.model)), sourceId: existing.row.source_id }
          : undefined;
    const sourceType = sourceTypeOf(view?.sourceId ?? null, plan);
    if (!view || !sourceType) return undefined;
    const fields = [...view.model.columns.map(({ name, type }) => ({ name, type })), ...view.model.computedFields.map(({ name, type, expression }) => ({ name, type, expression }))];
    return { fields, dialect: connectorTypes[sourceType].dialect };
  };

  const checkChartOn = (config: ChartConfig, viewId: string, plan: ReadonlyMap<string, PlanItem>): void => {
    const scope = scopeOf(viewId, plan);
    if (scope) checkChartConfig(getChartType(config.chartType), config, scope);
  };

  /** A chart against its type (sections, settings) and its view's fields and dialect, as a save checks it. */
  const checkChart = (doc: ChartDoc, plan: ReadonlyMap<string, PlanItem>): CheckResult => {
    try {
      checkChartOn(doc.config, doc.viewId, plan);
    } catch (error) {
      return { failures: [reasonOf(error)], notes: [] };
    }
    return passed();
  };

  /** The rules that span a board (widget names unique and not empty, tabs, controllers …) and its private charts, as a save checks them. */
  const checkDashboard = (doc: DashboardDoc, plan: ReadonlyMap<string, PlanItem>): CheckResult => {
    try {
      const board = checkedBoard(boardOf(doc));
      for (const widget of board.widgets) if (widget.type === 'privateChart') checkChartOn(widget.config.chart, widget.config.viewId, plan);
    } catch (error) {
      return { failures: [reasonOf(error)], notes: [] };
    }
    return passed();
  };

  return {
    sourceConfigs,
    check: (item: PlanItem, plan: ReadonlyMap<string, PlanItem>): CheckResult =>
      item.target.kind === 'source'
        ? checkSource(item, item.target)
        : item.target.kind === 'view'
          ? checkView(item.target, plan)
          : item.target.kind === 'chart'
            ? checkChart(item.target, plan)
            : item.target.kind === 'dashboard'
              ? checkDashboard(item.target, plan)
              : passed(),
  };
}
