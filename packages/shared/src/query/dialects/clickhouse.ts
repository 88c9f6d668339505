import { joinParts, sql, type SqlExpr } from '../sqlTree';
import { limitOffsetClause, type DialectDefinition } from './dialectDefinition';
import { arg, around, divideBy, identity, plain, standardFunctions } from './standardFunctions';

/**
 * The ClickHouse type of a bound value, written into its placeholder: ClickHouse's server-side query
 * parameters (`{p1:Int64}`) carry their type in the SQL text, and the value travels apart from it (an HTTP
 * parameter `param_p1`), parsed by the server as a value of that type, never as SQL.
 */
export function clickhouseParamType(value: unknown): string {
  if (value === null || value === undefined) return 'Nullable(Nothing)';
  if (typeof value === 'boolean') return 'Bool';
  if (typeof value === 'bigint') return value >= -(2n ** 63n) && value < 2n ** 63n ? 'Int64' : 'Int256';
  if (typeof value === 'number') return Number.isSafeInteger(value) ? 'Int64' : 'Float64';
  return 'String';
}

/** The placeholder of the n-th value: `{p<n>:<type>}`; the connector sends the values as `param_p<n>`. */
export const clickhousePlaceholder = (index: number, value?: unknown): string => `{p${index}:${clickhouseParamType(value)}}`;

/** CONCAT skips NULLs in the other dialects; ClickHouse's concat() is NULL when an argument is. */
const concatSkippingNulls = (args: readonly SqlExpr[]): SqlExpr => ({
  kind: 'raw',
  parts: ['concat(', ...joinParts(args.map((value) => sql`ifNull(toString(${value}), '')`), ', '), ')'],
});

/**
 * ClickHouse 23.8+ (tested on 26.x through chdb): `{name:Type}` placeholders, "quoted" names (a backslash
 * escapes inside them, so SqlWriter doubles it as well as the quote), ILIKE, NULLS FIRST/LAST, LIMIT … OFFSET.
 * Dates truncate with toStartOfYear/Quarter/Month, toMonday (ISO weeks, as the other dialects) and toDate.
 */
export const clickhouseDialect: DialectDefinition = {
  dialect: 'clickhouse',
  identifierQuote: '"',
  identifierEscapesBackslash: true,
  placeholder: clickhousePlaceholder,
  castParam: {
    integer: (p) => `toInt64(${p})`,
    decimal: (p) => `toFloat64(${p})`,
    text: (p) => `toString(${p})`,
    timestamp: (p) => `parseDateTime64BestEffort(${p}, 3)`,
  },
  nullType: { string: 'Nullable(String)', numeric: 'Nullable(Float64)', date: 'Nullable(DateTime64(3))' },
  booleanLiteral: { true: 'true', false: 'false' },
  likeOperator: 'ILIKE',
  likeEscape: '!',
  nullsOrdering: true,
  limitOffset: limitOffsetClause,
  functions: {
    ...standardFunctions,
    VAR: plain('varSamp'),
    STDDEV: plain('stddevSamp'),
    MEDIAN: plain('median'),
    CEILING: plain('ceil'),
    ROUND: (args) => (args.length > 1 ? sql`round(${arg(args, 0)}, toInt32(${arg(args, 1)}))` : sql`round(${arg(args, 0)})`),
    TRUNC: plain('trunc'),
    MOD: (args) => sql`(${arg(args, 0)} % NULLIF(${arg(args, 1)}, 0))`,
    COT: (args) => sql`(1 / tan(${arg(args, 0)}))`,
    LENGTH: plain('lengthUTF8'),
    CONCAT: concatSkippingNulls,
    SUBSTRING: (args) =>
      args.length > 2
        ? sql`substringUTF8(${arg(args, 0)}, toInt64(${arg(args, 1)}), toInt64(${arg(args, 2)}))`
        : sql`substringUTF8(${arg(args, 0)}, toInt64(${arg(args, 1)}))`,
    NOW: () => sql`now()`,
    YEAR: plain('toYear'),
    QUARTER: plain('toQuarter'),
    MONTH: plain('toMonth'),
    WEEK: plain('toISOWeek'),
    DAY: plain('toDayOfMonth'),
    HOUR: plain('toHour'),
    MINUTE: plain('toMinute'),
    SECOND: plain('toSecond'),
    DAY_OF_WEEK: plain('toDayOfWeek'),
    DAY_OF_MONTH: plain('toDayOfMonth'),
    DAY_OF_YEAR: plain('toDayOfYear'),
    AGG_DATE_YEAR: plain('toStartOfYear'),
    AGG_DATE_QUARTER: plain('toStartOfQuarter'),
    AGG_DATE_MONTH: plain('toStartOfMonth'),
    AGG_DATE_WEEK: plain('toMonday'),
    AGG_DATE_DAY: plain('toDate'),
    DIVIDE: divideBy(),
    TO_TEXT: plain('toString'),
    TO_TIMESTAMP: around('parseDateTime64BestEffortOrNull(toString(', '), 3)'),
    DATE_COMPARABLE: identity,
  },
};
