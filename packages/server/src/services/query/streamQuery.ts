import { compileWholeQuery, type CompiledQuery, type QuerySpec } from '@redbi/shared/query';
import { connectorTypes, type Dialect, type SourceType } from '@redbi/shared/sources';
import type { RowStream } from '../../connectors/connector';
import type { ServiceContext } from '../serviceContext';
import type { SourceService } from '../sources/sourceService';
import { hiddenFieldsFor } from '../views/columnVisibility';
import type { QueryableView } from '../views/queryableView';
import { sourceQueryFailure } from './executeStatement';
import { resolveVariables, type VariableCaller } from './resolveVariables';

export interface QueryStreamOptions {
  /** Aborts when the export is stopped: the database stops the statement, or the read ends between batches. */
  signal?: AbortSignal;
  /** The caller as already known (a share's NO_USER); otherwise read from the store by the reader's id. */
  user?: VariableCaller['user'];
  /** Overrides the source's statement timeout (for each batch; see StreamOptions). */
  timeoutMs?: number;
  batchSize?: number;
}

/** A QuerySpec compiled for one reader, ready to be read: its result columns, and how to start reading. */
export interface PreparedStream {
  dialect: Dialect;
  compiled: CompiledQuery;
  /** The result's column names in order, as the query asks for them (its aliases: a chart's field uids). */
  columns: readonly string[];
  /**
   * Runs the statement on the source's pool, read-only, and reads its rows batch by batch; a database failure
   * (opening or reading) is SOURCE_QUERY_FAILED with the database's message, as the runner answers it.
   */
  open(): Promise<RowStream>;
}

/** A stream whose failures are translated by `translate` (a ConnectorError into the runner's AppError). */
function translated(stream: RowStream, translate: (error: unknown) => unknown): RowStream {
  return {
    columns: stream.columns,
    async *[Symbol.asyncIterator]() {
      try {
        yield* stream;
      } catch (error) {
        throw translate(error);
      }
    },
    close: () => stream.close(),
  };
}

/**
 * Whole results for exports (issue 21): a QuerySpec compiled for its reader exactly as the runner compiles
 * it (queryService's runOn: the reader's variables with the view's and the organisation's public ones, row
 * permissions failing closed, column permissions as NULLs in the query, the source's dialect) — but every
 * row, no page (compileWholeQuery), streamed from the source batch by batch, never through the result cache
 * nor coalesced with other queries, so no result is held in memory whole.
 */
export function createQueryStreams(ctx: Pick<ServiceContext, 'store' | 'now'>, { sources }: { sources: Pick<SourceService, 'connectionOf'> }) {
  async function callerOf(view: QueryableView, userId: string, known: VariableCaller['user'] | undefined): Promise<VariableCaller> {
    const user = known?.id === userId ? known : await ctx.store.users.getById(userId);
    const { actor } = view;
    return {
      user: { id: user.id, username: user.username, email: user.email, name: user.name },
      roleIds: actor.roleIds,
      ...(actor.extraUserIds ? { extraUserIds: actor.extraUserIds } : {}),
      isOwner: actor.isOwner,
      canManage: view.privileges.includes('manage'),
    };
  }

  return {
    /** Compiles `spec` on `view` (resolved for the reader `userId`) into its whole result, ready to stream; errors of the query are thrown here. */
    async prepare(view: QueryableView, userId: string, spec: QuerySpec, options: QueryStreamOptions = {}): Promise<PreparedStream> {
      const dialect = connectorTypes[view.source.type as SourceType].dialect;
      const caller = await callerOf(view, userId, options.user);
      const variables = resolveVariables({ caller, publicVariables: view.publicVariables, viewVariables: view.variables, params: spec.params });
      const { type, script, model } = view.definition;
      const hiddenFields = hiddenFieldsFor(view.actor, view.columnPermissions, model);
      const compiled = compileWholeQuery(spec, { type, script, model }, { dialect, variables, hiddenFields, now: ctx.now() });
      const translate = (error: unknown) => sourceQueryFailure(error, dialect, compiled);
      return {
        dialect,
        compiled,
        columns: compiled.columns ?? [],
        async open() {
          const connection = sources.connectionOf(view.source);
          const stream = await connection
            .stream(compiled.sql, compiled.params, {
              readOnly: true,
              ...(options.signal ? { signal: options.signal } : {}),
              ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
              ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
            })
            .catch((error: unknown) => {
              throw translate(error);
            });
          return translated(stream, translate);
        },
      };
    },
  };
}

export type QueryStreams = ReturnType<typeof createQueryStreams>;
