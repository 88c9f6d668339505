import type { Connection, ExecuteOptions, StreamOptions } from '../../connectors/connector';

export interface RecordedStatement {
  sql: string;
  params: readonly unknown[];
  options: ExecuteOptions & StreamOptions;
}

/**
 * What real connections wrapped by `countingConnection` ran (for tests): every statement in order, a gate
 * that holds statements until released, and a way to wait until some have started.
 */
export class StatementLog {
  readonly statements: RecordedStatement[] = [];
  private gate: Promise<void> | undefined;
  private open: () => void = () => undefined;
  private readonly watchers: { count: number; resolve: () => void }[] = [];

  /** Statements wait before they reach the database until `release()`. */
  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
    this.gate = undefined;
  }

  /** Resolves once `count` statements have been recorded in all. */
  started(count: number): Promise<void> {
    if (this.statements.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push({ count, resolve }));
  }

  /** Records a statement, then waits while held. */
  async record(statement: RecordedStatement): Promise<void> {
    this.statements.push(statement);
    for (const watcher of this.watchers.filter((entry) => this.statements.length >= entry.count)) {
      this.watchers.splice(this.watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
    await this.gate;
  }
}

/** A real connection whose statements are recorded in `log` (and held while it holds them). */
export function countingConnection(real: Connection, log: StatementLog): Connection {
  return {
    test: () => real.test(),
    introspect: () => real.introspect(),
    check: (sql, params) => real.check(sql, params),
    async execute(sql, params, options = {}) {
      await log.record({ sql, params, options });
      return real.execute(sql, params, options);
    },
    async stream(sql, params, options = {}) {
      await log.record({ sql, params, options });
      return real.stream(sql, params, options);
    },
    close: () => real.close(),
  };
}
