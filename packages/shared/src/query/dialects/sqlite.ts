import { sql } from '../sqlTree';
import { limitOffsetClause, type DialectDefinition, type FunctionTemplate } from './dialectDefinition';
import { arg, around, divideBy, plain, standardFunctions } from './standardFunctions';

/** A part of a date as an integer: strftime answers text. */
const part = (format: string) => around(`CAST(strftime('${format}', `, ') AS INTEGER)');
/** Days since the last Monday (strftime %w counts from Sunday = 0). */
const daysSinceMonday = (args: Parameters<FunctionTemplate>[0]) => sql`((CAST(strftime('%w', ${arg(args, 0)}) AS INTEGER) + 6) % 7)`;

/**
 * SQLite 3.45+ (with its math functions): ? placeholders, dates are ISO text compared through datetime(),
 * so '2024-01-01' and '2024-01-01 10:00' compare as times. No VAR, STDDEV or MEDIAN.
 */
export const sqliteDialect: DialectDefinition = {
  dialect: 'sqlite',
  identifierQuote: '"',
  placeholder: () => '?',
  castParam: {
    integer: (p) => p,
    decimal: (p) => p,
    text: (p) => p,
    timestamp: (p) => `datetime(${p})`,
  },
  nullType: { string: 'TEXT', numeric: 'REAL', date: 'TEXT' },
  booleanLiteral: { true: 'TRUE', false: 'FALSE' },
  // ASCII letters only; LIKE is case-insensitive in SQLite.
  likeOperator: 'LIKE',
  likeEscape: '!',
  nullsOrdering: true,
  limitOffset: limitOffsetClause,
  functions: {
    ...standardFunctions,
    CEILING: plain('CEILING'),
    ROUND: plain('ROUND'),
    TRUNC: plain('TRUNC'),
    MOD: (args) => sql`MOD(${arg(args, 0)}, NULLIF(${arg(args, 1)}, 0))`,
    COT: around('(1.0 / TAN(', '))'),
    LENGTH: plain('LENGTH'),
    CONCAT: plain('CONCAT'),
    SUBSTRING: plain('SUBSTR'),
    NOW: () => sql`datetime('now', 'localtime')`,
    YEAR: part('%Y'),
    QUARTER: around("((CAST(strftime('%m', ", ') AS INTEGER) + 2) / 3)'),
    MONTH: part('%m'),
    // ISO week: the week of the year of this week's Thursday.
    WEEK: around("((CAST(strftime('%j', date(", ", '-3 days', 'weekday 4')) AS INTEGER) - 1) / 7 + 1)"),
    DAY: part('%d'),
    HOUR: part('%H'),
    MINUTE: part('%M'),
    SECOND: part('%S'),
    DAY_OF_WEEK: (args) => sql`(${daysSinceMonday(args)} + 1)`,
    DAY_OF_MONTH: part('%d'),
    DAY_OF_YEAR: part('%j'),
    AGG_DATE_YEAR: around('date(', ", 'start of year')"),
    AGG_DATE_QUARTER: (args) => sql`date(${arg(args, 0)}, 'start of month', '-' || ((CAST(strftime('%m', ${arg(args, 0)}) AS INTEGER) - 1) % 3) || ' months')`,
    AGG_DATE_MONTH: around('date(', ", 'start of month')"),
    AGG_DATE_WEEK: (args) => sql`date(${arg(args, 0)}, '-' || ${daysSinceMonday(args)} || ' days')`,
    AGG_DATE_DAY: around('date(', ')'),
    DIVIDE: divideBy('REAL'),
    TO_TEXT: around('CAST(', ' AS TEXT)'),
    TO_TIMESTAMP: around('datetime(', ')'),
    DATE_COMPARABLE: around('datetime(', ')'),
  },
};
