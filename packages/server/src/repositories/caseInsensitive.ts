import { sql, type RawBuilder } from 'kysely';

/**
 * `lower(column) = lower(value)`: the comparison the unique indexes on lower(username), lower(email) and
 * lower(name) serve, so that such lookups use them.
 */
export const equalsIgnoringCase = (column: string, value: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;
