import { sql, type SqlExpr } from '../sqlTree';
import { limitOffsetClause, type DialectDefinition } from './dialectDefinition';
import { arg, around, divideBy, identity, plain, standardFunctions } from './standardFunctions';

/** The first day of the period, as a DATE (date_trunc('week') starts on Monday). */
const truncate = (unit: string) => around(`CAST(date_trunc('${unit}', `, ') AS DATE)');
const bigint = (value: SqlExpr): SqlExpr => sql`CAST(${value} AS BIGINT)`;

/** DuckDB 1.x (also the engine of file sources): $n placeholders, "quoted" names, ILIKE. */
export const duckdbDialect: DialectDefinition = {
  dialect: 'duckdb',
  identifierQuote: '"',
  placeholder: (index) => `$${index}`,
  castParam: {
    integer: (p) => `CAST(${p} AS INTEGER)`,
    decimal: (p) => `CAST(${p} AS DOUBLE)`,
    text: (p) => `CAST(${p} AS VARCHAR)`,
    timestamp: (p) => `CAST(${p} AS TIMESTAMP)`,
  },
  nullType: { string: 'VARCHAR', numeric: 'DOUBLE', date: 'TIMESTAMP' },
  booleanLiteral: { true: 'TRUE', false: 'FALSE' },
  likeOperator: 'ILIKE',
  likeEscape: '!',
  nullsOrdering: true,
  limitOffset: limitOffsetClause,
  functions: {
    ...standardFunctions,
    VAR: plain('VAR_SAMP'),
    STDDEV: plain('STDDEV_SAMP'),
    MEDIAN: plain('MEDIAN'),
    CEILING: plain('CEIL'),
    ROUND: (args) => (args.length > 1 ? sql`ROUND(${arg(args, 0)}, CAST(${arg(args, 1)} AS INTEGER))` : sql`ROUND(${arg(args, 0)})`),
    TRUNC: plain('TRUNC'),
    MOD: (args) => sql`(${arg(args, 0)} % NULLIF(${arg(args, 1)}, 0))`,
    COT: plain('COT'),
    LENGTH: plain('LENGTH'),
    CONCAT: plain('CONCAT'),
    SUBSTRING: (args) =>
      args.length > 2 ? sql`SUBSTRING(${arg(args, 0)}, ${bigint(arg(args, 1))}, ${bigint(arg(args, 2))})` : sql`SUBSTRING(${arg(args, 0)}, ${bigint(arg(args, 1))})`,
    NOW: () => sql`date_trunc('second', current_localtimestamp())`,
    YEAR: plain('year'),
    QUARTER: plain('quarter'),
    MONTH: plain('month'),
    WEEK: plain('week'),
    DAY: plain('day'),
    HOUR: plain('hour'),
    MINUTE: plain('minute'),
    SECOND: plain('second'),
    DAY_OF_WEEK: plain('isodow'),
    DAY_OF_MONTH: plain('day'),
    DAY_OF_YEAR: plain('dayofyear'),
    AGG_DATE_YEAR: truncate('year'),
    AGG_DATE_QUARTER: truncate('quarter'),
    AGG_DATE_MONTH: truncate('month'),
    AGG_DATE_WEEK: truncate('week'),
    AGG_DATE_DAY: truncate('day'),
    DIVIDE: divideBy(),
    TO_TEXT: around('CAST(', ' AS VARCHAR)'),
    TO_TIMESTAMP: around('CAST(', ' AS TIMESTAMP)'),
    DATE_COMPARABLE: identity,
  },
};
