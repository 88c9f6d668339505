import { joinParts, sql } from '../sqlTree';
import { limitOffsetClause, type DialectDefinition } from './dialectDefinition';
import { arg, around, divideBy, identity, plain, standardFunctions } from './standardFunctions';

/**
 * MySQL 8 / MariaDB 10.5+: ? placeholders (the connector binds them as literals), `quoted` names. LIKE is
 * case-insensitive under the usual collations; NULLs sort first ascending without NULLS FIRST (unsupported).
 */
export const mysqlDialect: DialectDefinition = {
  dialect: 'mysql',
  identifierQuote: '`',
  placeholder: () => '?',
  castParam: {
    integer: (p) => p,
    decimal: (p) => p,
    text: (p) => p,
    timestamp: (p) => `CAST(${p} AS DATETIME)`,
  },
  nullType: { string: 'CHAR', numeric: 'DECIMAL', date: 'DATETIME' },
  booleanLiteral: { true: 'TRUE', false: 'FALSE' },
  likeOperator: 'LIKE',
  // Not the backslash: MySQL string literals would need it doubled.
  likeEscape: '!',
  nullsOrdering: false,
  limitOffset: limitOffsetClause,
  functions: {
    ...standardFunctions,
    VAR: plain('VAR_SAMP'),
    STDDEV: plain('STDDEV_SAMP'),
    CEILING: plain('CEILING'),
    ROUND: plain('ROUND'),
    TRUNC: around('TRUNCATE(', ', 0)'),
    MOD: (args) => sql`MOD(${arg(args, 0)}, NULLIF(${arg(args, 1)}, 0))`,
    COT: plain('COT'),
    // LENGTH counts bytes in MySQL.
    LENGTH: plain('CHAR_LENGTH'),
    // CONCAT is NULL when one argument is; CONCAT_WS skips NULLs like the other dialects' CONCAT.
    CONCAT: (args) => ({ kind: 'raw', parts: ["CONCAT_WS('', ", ...joinParts(args, ', '), ')'] }),
    SUBSTRING: plain('SUBSTRING'),
    NOW: () => sql`NOW()`,
    YEAR: plain('YEAR'),
    QUARTER: plain('QUARTER'),
    MONTH: plain('MONTH'),
    WEEK: around('WEEK(', ', 3)'),
    DAY: plain('DAYOFMONTH'),
    HOUR: plain('HOUR'),
    MINUTE: plain('MINUTE'),
    SECOND: plain('SECOND'),
    DAY_OF_WEEK: around('(WEEKDAY(', ') + 1)'),
    DAY_OF_MONTH: plain('DAYOFMONTH'),
    DAY_OF_YEAR: plain('DAYOFYEAR'),
    AGG_DATE_YEAR: around('CAST(DATE_FORMAT(', ", '%Y-01-01') AS DATE)"),
    AGG_DATE_QUARTER: (args) => sql`(MAKEDATE(YEAR(${arg(args, 0)}), 1) + INTERVAL (QUARTER(${arg(args, 0)}) - 1) QUARTER)`,
    AGG_DATE_MONTH: around('CAST(DATE_FORMAT(', ", '%Y-%m-01') AS DATE)"),
    AGG_DATE_WEEK: (args) => sql`DATE_SUB(CAST(${arg(args, 0)} AS DATE), INTERVAL WEEKDAY(${arg(args, 0)}) DAY)`,
    AGG_DATE_DAY: around('CAST(', ' AS DATE)'),
    DIVIDE: divideBy(),
    TO_TEXT: around('CAST(', ' AS CHAR)'),
    TO_TIMESTAMP: around('CAST(', ' AS DATETIME)'),
    DATE_COMPARABLE: identity,
  },
};
