import { VIEW_MODEL_VERSION, type ViewModel, type ViewPreviewSchema } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { moduleEnabled } from '@redbi/shared/permissions';
import {
  checkExpression,
  compilePreview,
  compileQuery,
  functionCatalogue,
  type CompiledQuery,
  type Dataframe,
  type ExpressionCheckResult,
  type ExpressionCheckSchema,
  type FunctionInfo,
  type QuerySpec,
  sqlViewDatabaseCheck,
} from '@redbi/shared/query';
import { connectorTypes, type Dialect, type SourceType } from '@redbi/shared/sources';
import type { z } from 'zod';
import type { SourceRow } from '../../repositories/sourceRepository';
import type { ServiceContext } from '../serviceContext';
import type { SourceService } from '../sources/sourceService';
import { hiddenFieldsFor } from '../views/columnVisibility';
import type { QueryableView } from '../views/queryableView';
import type { ViewService } from '../views/viewService';
import { checkWithDatabase } from '../views/sqlDatabaseCheck';
import { loadPublicVariables } from '../views/viewVariables';
import { CompiledQueries, dependsOnNow } from './compiledQueries';
import { observeResultCache } from '../../metrics/observeResultCache';
import { createResultCache } from './createResultCache';
import { InFlightQueries } from './inFlightQueries';
import { PreparedRuns, type PreparedRun } from './preparedRuns';
import { resolveVariables, type VariableCaller } from './resolveVariables';
import type { CachedResult } from './resultCache';
import { keyOf, runQuery } from './runQuery';
import { createQueryStreams } from './streamQuery';

/** `views.queryable` and `sources.usable` authorize every call (one policy, in one place). */
export interface QueryServiceDeps {
  sources: Pick<SourceService, 'usable' | 'connectionOf'>;
  views: Pick<ViewService, 'queryable'>;
}

export interface QueryOptions {
  /** Aborts when the HTTP client has gone away: the database stops the statement. A function: asked only when the query runs. */
  signal?: AbortSignal | (() => AbortSignal);
  /** The caller as the session already has them (saves reading them again for the system variables). */
  user?: CallerUser;
}

type CallerUser = VariableCaller['user'];

type ViewPreviewBody = z.output<typeof ViewPreviewSchema>;
type ExpressionCheckBody = z.output<typeof ExpressionCheckSchema>;

const dialectOf = (source: SourceRow): Dialect => connectorTypes[source.type as SourceType].dialect;
const sourceKeyOf = (source: SourceRow): string => `${source.id}@${source.updated_at}`;

/** An unsaved view has no model yet: the preview reads every column the SQL gives. */
const emptyModel = (): ViewModel => ({ version: VIEW_MODEL_VERSION, columns: [], hierarchies: [], computedFields: [] });

function dataframe(result: CachedResult, cached: boolean, page: { pageNo: number; pageSize: number }, script: string | undefined): Dataframe {
  return {
    columns: result.columns,
    rows: result.rows,
    pageInfo: { pageNo: page.pageNo, pageSize: page.pageSize, ...(result.total === undefined ? {} : { total: result.total }) },
    ...(script === undefined ? {} : { script }),
    cached,
  };
}

/**
 * The query runner (ARCHITECTURE §4.6) and the data-provider API: a chart's QuerySpec on a saved view, the
 * view editor's unsaved SQL, and the expression language per source.
 */
export function createQueryService(ctx: ServiceContext, { sources, views }: QueryServiceDeps) {
  const parts = { cache: observeResultCache(createResultCache(ctx.config, ctx.log, ctx.now), ctx.metrics), inFlight: new InFlightQueries() };
  const compiledQueries = new CompiledQueries();
  const preparedRuns = new PreparedRuns();
  const streams = createQueryStreams(ctx, { sources });
  /**
   * Each frozen QuerySpec's JSON, by the object: a body sent again is the same object, frozen deep
   * (http/keptBodies.ts). Other specs may still change: their JSON is made each time.
   */
  const specJsons = new WeakMap<QuerySpec, string>();
  const specJson = (spec: QuerySpec): string => {
    if (!Object.isFrozen(spec)) return JSON.stringify(spec);
    let json = specJsons.get(spec);
    if (json === undefined) specJsons.set(spec, (json = JSON.stringify(spec)));
    return json;
  };

  type CallerActor = { roleIds: readonly string[]; isOwner: boolean; extraUserIds?: readonly string[] };

  const callerWith = (user: CallerUser, actor: CallerActor, canManage: boolean): VariableCaller => ({
    user: { id: user.id, username: user.username, email: user.email, name: user.name },
    roleIds: actor.roleIds,
    ...(actor.extraUserIds ? { extraUserIds: actor.extraUserIds } : {}),
    isOwner: actor.isOwner,
    canManage,
  });

  async function callerOf(userId: string, known: CallerUser | undefined, actor: CallerActor, canManage: boolean): Promise<VariableCaller> {
    return callerWith(known?.id === userId ? known : await ctx.store.users.getById(userId), actor, canManage);
  }

  /** A source the caller may use, for the view editor: Access on it and the 'view' module. */
  async function editorSource(userId: string, sourceId: string) {
    const usable = await sources.usable(userId, sourceId);
    if (!moduleEnabled(usable.actor, 'view')) throw new AppError('FORBIDDEN');
    return usable;
  }

  /** The caller's variables and column permissions on the view, the compiled query and its key. */
  function prepare(view: QueryableView, caller: VariableCaller, spec: QuerySpec): PreparedRun {
    const dialect = dialectOf(view.source);
    const variables = resolveVariables({ caller, publicVariables: view.publicVariables, viewVariables: view.variables, params: spec.params });
    const { type, script, model } = view.definition;
    const hiddenFields = hiddenFieldsFor(view.actor, view.columnPermissions, model);
    const compile = (): CompiledQuery => compileQuery(spec, { type, script, model }, { dialect, variables, hiddenFields, now: ctx.now() });
    const compiled = dependsOnNow(spec) ? compile() : compiledQueries.compile([dialect, type, script, model, spec, variables, [...hiddenFields].sort()], compile);
    return { dialect, compiled, key: keyOf({ sourceKey: sourceKeyOf(view.source), compiled, page: spec.pageInfo }) };
  }

  /**
   * Runs a QuerySpec on a view already resolved for the caller: their variables and column permissions, then
   * the cache, coalescing and the source. On a view the view service keeps (queryable: frozen, the same
   * object until anything it is made of changes), what the same spec became for the same caller is kept
   * with it, so asking again goes straight to the cache or the source.
   */
  async function runOn(view: QueryableView, userId: string, spec: QuerySpec, options: QueryOptions): Promise<Dataframe> {
    const { user } = options;
    const canManage = view.privileges.includes('manage');
    const prepared =
      user?.id === userId && Object.isFrozen(view) && !dependsOnNow(spec)
        ? preparedRuns.get(view, JSON.stringify([specJson(spec), user.id, user.username, user.email, user.name]), () => prepare(view, callerWith(user, view.actor, canManage), spec))
        : prepare(view, await callerOf(userId, user, view.actor, canManage), spec);
    const { config } = view.definition;
    const { result, cached } = await runQuery(parts, {
      sourceKey: sourceKeyOf(view.source),
      dialect: prepared.dialect,
      connection: sources.connectionOf(view.source),
      compiled: prepared.compiled,
      key: prepared.key,
      page: spec.pageInfo,
      cache: { enabled: config.cache, expiresSec: config.cacheExpires },
      concurrency: config.concurrencyControlMode,
      signal: options.signal,
    });
    return dataframe(result, cached, spec.pageInfo, spec.script && canManage ? prepared.compiled.sql : undefined);
  }

  return {
    /**
     * Runs a QuerySpec on a saved view (Access): the caller's variables and column permissions, then the
     * cache, coalescing and the source. The SQL comes back to those with Manage who ask for it.
     */
    execute: async (userId: string, spec: QuerySpec, options: QueryOptions = {}): Promise<Dataframe> => runOn(await views.queryable(userId, spec.viewId), userId, spec, options),

    /**
     * Runs a saved chart's QuerySpec for its viewer, on the view the chart service resolved for them with
     * `views.queryableFor` once View on the chart was checked (no Access on the view is needed). The same
     * runner as execute(): the caller's row and column permissions apply, the cache and coalescing too.
     */
    executeForChart: (view: QueryableView, userId: string, spec: QuerySpec, options: QueryOptions = {}): Promise<Dataframe> => runOn(view, userId, spec, options),

    /**
     * Runs the view editor's unsaved SQL or structure (Access on the source, 'view' module) with the
     * editor's variables: their values for this caller and the organisation's public variables. Column
     * permissions do not apply (the editor sees the columns it is defining); nothing is cached.
     */
    async preview(userId: string, input: ViewPreviewBody, options: QueryOptions = {}): Promise<Dataframe> {
      const { orgId, actor, row } = await editorSource(userId, input.sourceId);
      const dialect = dialectOf(row);
      const [caller, publicVariables] = await Promise.all([callerOf(userId, options.user, actor, true), loadPublicVariables(ctx, orgId)]);
      const variables = resolveVariables({ caller, publicVariables: publicVariables.variables, viewVariables: input.variables, params: input.params });
      const compiled = compilePreview({ type: input.type, script: input.script, model: emptyModel() }, { dialect, variables, hiddenFields: new Set(), now: ctx.now() }, input.size);
      const connection = sources.connectionOf(row);
      // SQL the grammar cannot read must stand as one statement on the database's own parser before it runs.
      if (input.type === 'SQL' && typeof input.script === 'string') await checkWithDatabase(connection, dialect, sqlViewDatabaseCheck(input.script, dialect, variables));
      const page = { pageNo: 1, pageSize: input.size, countTotal: false };
      const { result } = await runQuery(parts, {
        sourceKey: sourceKeyOf(row),
        dialect,
        connection,
        compiled,
        page,
        cache: { enabled: false, expiresSec: 0 },
        concurrency: 'dirtyread',
        signal: options.signal,
      });
      return dataframe(result, false, page, compiled.sql);
    },

    /** The functions computed fields may use on the source's dialect (Access on the source). */
    async functions(userId: string, sourceId: string): Promise<FunctionInfo[]> {
      const { row } = await sources.usable(userId, sourceId);
      return functionCatalogue(dialectOf(row));
    },

    /** A computed field's expression checked against the fields and the source's dialect: its type, or where it is wrong. */
    async validateExpression(userId: string, input: ExpressionCheckBody): Promise<ExpressionCheckResult> {
      const { row } = await sources.usable(userId, input.sourceId);
      return checkExpression(input.expression, input.fields, dialectOf(row), input.name);
    },

    /**
     * A QuerySpec compiled for a reader as executeForChart compiles it (variables, row and column permissions),
     * but whole — no page, no row cap — and read from the source batch by batch, never through the cache
     * (exports; streamQuery.ts). Open the answer's stream and read it, or close it.
     */
    prepareStream: streams.prepare,

    /** Ends the result cache's connection (Redis). */
    close: () => parts.cache.close(),
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
