import type { FieldType } from '../../domain/view';
import type { Dialect } from '../../sources/connectorTypes';
import type { FunctionName } from '../expressions/functionSpecs';
import type { ParamCast, SqlExpr } from '../sqlTree';

/** A catalogue function written in one dialect: the arguments' trees in, a tree (mostly `raw`) out. */
export type FunctionTemplate = (args: readonly SqlExpr[]) => SqlExpr;

/**
 * Everything that differs between SQL dialects, as data (ARCHITECTURE §6): one definition per dialect in
 * dialects/index.ts. The renderer and the compiler ask these, never the dialect's name.
 */
export interface DialectDefinition {
  dialect: Dialect;
  /** Quotes identifiers; a quote character inside a name is doubled, so a name can never close the quote. */
  identifierQuote: '"' | '`';
  /** A backslash escapes inside quoted names (ClickHouse): it is doubled too, so that it cannot escape the closing quote. */
  identifierEscapesBackslash?: boolean;
  /** The placeholder of the n-th bound value (1-based); ClickHouse writes the value's type into it (`{p1:Int64}`). */
  placeholder(index: number, value?: unknown): string;
  /** A placeholder with a type the database cannot infer, e.g. CAST($1 AS TIMESTAMP). */
  castParam: Record<ParamCast, (placeholder: string) => string>;
  /** The type of a typed NULL: CAST(NULL AS <type>). */
  nullType: Record<FieldType, string>;
  booleanLiteral: Record<'true' | 'false', string>;
  /** The case-insensitive LIKE. */
  likeOperator: 'LIKE' | 'ILIKE';
  /** The escape character of LIKE patterns (one the dialect's string literals leave alone). */
  likeEscape: string;
  /** ORDER BY … NULLS FIRST/LAST is understood (else NULLs already sort first ascending, as we want). */
  nullsOrdering: boolean;
  limitOffset(limit: number | undefined, offset: number | undefined): string;
  /** The catalogue functions this dialect has; the missing ones are not offered on its sources. */
  functions: Partial<Record<FunctionName, FunctionTemplate>>;
}

export const limitOffsetClause = (limit: number | undefined, offset: number | undefined): string =>
  [limit === undefined ? '' : `LIMIT ${limit}`, offset === undefined ? '' : `OFFSET ${offset}`].filter(Boolean).join(' ');
