import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/** What a prepared query takes: values that Kysely binds as parameters. */
export type PreparedArg = string | number;

const marker = (index: number): string => `\u0000prepared-argument-${index}\u0000`;

interface Prepared<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the statement: the argument it takes, or undefined for a constant of the query. */
  slots: (number | undefined)[];
}

function prepare<Row>(compiled: CompiledQuery<Row>, markers: readonly string[]): Prepared<Row> {
  const slots = compiled.parameters.map((value) => {
    const index = markers.indexOf(value as string);
    return index === -1 ? undefined : index;
  });
  const unbound = markers.findIndex((text, index) => !slots.includes(index) || compiled.sql.includes(text));
  if (unbound !== -1) throw new Error(`Prepared query: argument ${unbound} must be a bound parameter (${compiled.sql})`);
  return { query: compiled, slots };
}

/**
 * A query that Kysely builds and compiles once, then runs with each call's values. Kysely otherwise builds
 * the operation tree and compiles it to SQL on every call: half the time of a small metadata read on the
 * per-request path. `build` gets markers in place of its arguments (always as many: no optional ones); each
 * marker must become a bound parameter and nothing else (checked when first run), so the SQL never depends
 * on the values and the values are never part of the SQL.
 */
export function preparedQuery<Args extends PreparedArg[], Row>(db: Pick<Kysely<Database>, 'executeQuery'>, build: (...args: Args) => Compilable<Row>) {
  let prepared: (Prepared<Row> & { arity: number }) | undefined;
  return async (...args: Args): Promise<Row[]> => {
    if (!prepared) {
      const markers = args.map((_, index) => marker(index));
      prepared = { ...prepare(build(...(markers as Args)).compile(), markers), arity: markers.length };
    }
    const { query, slots, arity } = prepared;
    if (args.length !== arity) throw new Error(`Prepared query: ${arity} arguments expected, ${args.length} given`);
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index];
      return slot === undefined ? value : args[slot];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
