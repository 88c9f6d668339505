import type { SourceType } from '@redbi/shared/sources';
import type { Connection, Connector } from '../connectors/connector';
import type { AppMetrics } from './appMetrics';

type Metrics = Pick<AppMetrics, 'queryDuration' | 'queriesInFlight' | 'sourcePools'>;

function instrumentConnection(type: string, connection: Connection, metrics: Metrics): Connection {
  let open = true;
  return {
    test: () => connection.test(),
    check: (sql, params) => connection.check(sql, params),
    introspect: () => connection.introspect(),
    stream: (sql, params, options) => connection.stream(sql, params, options),
    async execute(sql, params, options) {
      const stop = metrics.queryDuration.startTimer({ source_type: type });
      metrics.queriesInFlight.inc({ source_type: type });
      try {
        const result = await connection.execute(sql, params, options);
        stop({ outcome: 'ok' });
        return result;
      } catch (error) {
        stop({ outcome: 'error' });
        throw error;
      } finally {
        metrics.queriesInFlight.dec({ source_type: type });
      }
    },
    async close() {
      if (open) metrics.sourcePools.dec({ source_type: type });
      open = false;
      await connection.close();
    },
  };
}

/**
 * The same drivers, measured: each statement's time by source type and outcome, statements in flight, and
 * the pools open. (Exports' streams are not timed: they last as long as their reader takes.)
 */
export function instrumentConnectors(connectors: Record<SourceType, Connector>, metrics: Metrics): Record<SourceType, Connector> {
  return Object.fromEntries(
    Object.entries(connectors).map(([type, connector]) => [
      type,
      {
        ...connector,
        placeholder: (index: number) => connector.placeholder(index),
        connect(config: Record<string, unknown>) {
          const connection = connector.connect(config);
          metrics.sourcePools.inc({ source_type: type });
          return instrumentConnection(type, connection, metrics);
        },
      } satisfies Connector,
    ]),
  ) as Record<SourceType, Connector>;
}
