import { sql, type SqlExpr } from '../sqlTree';
import { limitOffsetClause, type DialectDefinition } from './dialectDefinition';
import { arg, around, divideBy, identity, plain, standardFunctions } from './standardFunctions';

/** EXTRACT reads a timestamp (EXTRACT(HOUR FROM date) is refused), and answers an integer. */
const extract = (field: string) => around(`CAST(EXTRACT(${field} FROM CAST(`, ' AS TIMESTAMP)) AS INTEGER)');
/** The first day of the period, as a DATE (date_trunc('week') starts on Monday). */
const truncate = (unit: string) => around(`CAST(date_trunc('${unit}', CAST(`, ' AS TIMESTAMP)) AS DATE)');
const integer = (value: SqlExpr): SqlExpr => sql`CAST(${value} AS INTEGER)`;

/** PostgreSQL 12+: $n placeholders, "quoted" names, ILIKE, NUMERIC arithmetic for exact results. */
export const postgresDialect: DialectDefinition = {
  dialect: 'postgres',
  identifierQuote: '"',
  placeholder: (index) => `$${index}`,
  castParam: {
    integer: (p) => `CAST(${p} AS INTEGER)`,
    decimal: (p) => `CAST(${p} AS NUMERIC)`,
    text: (p) => `CAST(${p} AS TEXT)`,
    timestamp: (p) => `CAST(${p} AS TIMESTAMP)`,
  },
  nullType: { string: 'TEXT', numeric: 'NUMERIC', date: 'TIMESTAMP' },
  booleanLiteral: { true: 'TRUE', false: 'FALSE' },
  likeOperator: 'ILIKE',
  likeEscape: '!',
  nullsOrdering: true,
  limitOffset: limitOffsetClause,
  functions: {
    ...standardFunctions,
    VAR: plain('VAR_SAMP'),
    STDDEV: plain('STDDEV_SAMP'),
    MEDIAN: (args) => sql`PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY ${arg(args, 0)})`,
    CEILING: plain('CEIL'),
    // round(double precision, integer) does not exist: round the NUMERIC.
    ROUND: (args) => (args.length > 1 ? sql`ROUND(CAST(${arg(args, 0)} AS NUMERIC), ${integer(arg(args, 1))})` : sql`ROUND(CAST(${arg(args, 0)} AS NUMERIC))`),
    TRUNC: around('TRUNC(CAST(', ' AS NUMERIC))'),
    MOD: (args) => sql`MOD(CAST(${arg(args, 0)} AS NUMERIC), NULLIF(CAST(${arg(args, 1)} AS NUMERIC), 0))`,
    COT: plain('COT'),
    LENGTH: plain('CHAR_LENGTH'),
    CONCAT: plain('CONCAT'),
    SUBSTRING: (args) => {
      const text = sql`CAST(${arg(args, 0)} AS TEXT)`;
      return args.length > 2 ? sql`SUBSTR(${text}, ${integer(arg(args, 1))}, ${integer(arg(args, 2))})` : sql`SUBSTR(${text}, ${integer(arg(args, 1))})`;
    },
    NOW: () => sql`date_trunc('second', LOCALTIMESTAMP)`,
    YEAR: extract('YEAR'),
    QUARTER: extract('QUARTER'),
    MONTH: extract('MONTH'),
    WEEK: extract('WEEK'),
    DAY: extract('DAY'),
    HOUR: extract('HOUR'),
    MINUTE: extract('MINUTE'),
    SECOND: around('CAST(FLOOR(EXTRACT(SECOND FROM CAST(', ' AS TIMESTAMP))) AS INTEGER)'),
    DAY_OF_WEEK: extract('ISODOW'),
    DAY_OF_MONTH: extract('DAY'),
    DAY_OF_YEAR: extract('DOY'),
    AGG_DATE_YEAR: truncate('year'),
    AGG_DATE_QUARTER: truncate('quarter'),
    AGG_DATE_MONTH: truncate('month'),
    AGG_DATE_WEEK: truncate('week'),
    AGG_DATE_DAY: truncate('day'),
    DIVIDE: divideBy('NUMERIC'),
    TO_TEXT: around('CAST(', ' AS TEXT)'),
    TO_TIMESTAMP: around('CAST(', ' AS TIMESTAMP)'),
    DATE_COMPARABLE: identity,
  },
};
