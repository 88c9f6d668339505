import { AppError } from '../../errors';
import type { Dialect } from '../../sources/connectorTypes';
import type { DescribePosition } from './checkStatement';
import { sideEffectConstructs, type Finding, type LexedStatement } from './sideEffectConstructs';
import { isForbiddenFunction } from './sideEffectFunctions';
import type { SqlToken } from './sqlTokens';
import { wordOf } from './tokenStructure';

/** Quoted identifiers (not strings): a function may be called by its quoted name. */
const identifierQuotes: Record<Dialect, readonly string[]> = {
  postgres: ['"'],
  duckdb: ['"'],
  mysql: ['`', '"'],
  sqlite: ['"', '`', '['],
  clickhouse: ['"', '`'],
};

/** PostgreSQL's `U&"d\0061t\+000061"`: Unicode escapes, with UESCAPE's character when given. */
function unicodeIdentifier(body: string, escape: string): string {
  const e = escape.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  const pattern = new RegExp(`${e}(?:${e}|\\+([0-9a-fA-F]{6})|([0-9a-fA-F]{4}))`, 'g');
  return body.replace(pattern, (whole, long?: string, short?: string) => {
    const hex = long ?? short;
    return hex === undefined ? escape : String.fromCodePoint(Number.parseInt(hex, 16));
  });
}

/** A called name as the database resolves it (lower case), and the index of the `(` that calls it. */
function calledName(tokens: readonly SqlToken[], index: number, dialect: Dialect): { name: string; open: number } | undefined {
  const token = tokens[index];
  if (!token) return undefined;
  let open = index + 1;
  let name: string;
  if (token.kind === 'word') name = token.text.toLowerCase();
  else if (token.kind === 'quoted' && identifierQuotes[dialect].includes(token.text[0] ?? '')) {
    const quote = token.text[0] ?? '"';
    const close = quote === '[' ? ']' : quote;
    name = token.text.slice(1, token.text.endsWith(close) ? -1 : undefined).replaceAll(close + close, close);
    const prefix = tokens[index - 1];
    const unicode = prefix?.kind === 'operator' && prefix.text === '&' && prefix.end === token.start && /^u$/i.test(tokens[index - 2]?.text ?? '');
    if (unicode) {
      let escape = '\\';
      if (wordOf(tokens[open]) === 'UESCAPE' && tokens[open + 1]?.kind === 'quoted') {
        escape = tokens[open + 1]?.text.slice(1, -1) || '\\';
        open += 2;
      }
      name = unicodeIdentifier(name, escape);
    }
    name = name.toLowerCase();
  } else return undefined;
  return tokens[open]?.kind === 'open' ? { name, open } : undefined;
}

/** The first token of a qualified name ending at `index` (`pg_catalog.lo_export`, `"s"."f"`). */
function qualifiedStart(tokens: readonly SqlToken[], index: number): number {
  let first = index;
  while (tokens[first - 1]?.kind === 'dot' && (tokens[first - 2]?.kind === 'word' || tokens[first - 2]?.kind === 'quoted')) first -= 2;
  return first;
}

function findSideEffect(statement: LexedStatement, dialect: Dialect): Finding | undefined {
  const { text, tokens } = statement;
  const constructs = sideEffectConstructs[dialect];
  for (let index = 0; index < tokens.length; index += 1) {
    const call = calledName(tokens, index, dialect);
    if (call && isForbiddenFunction(dialect, call.name)) {
      const first = qualifiedStart(tokens, index);
      return { name: text.slice(tokens[first]?.start ?? 0, tokens[index]?.end ?? 0), token: first };
    }
    for (const rule of constructs) {
      const found = rule(statement, index);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses SQL that calls a function (or uses a construct) of the dialect that writes or reaches the server
 * (sideEffectFunctions, sideEffectConstructs): SQL_FORBIDDEN_FUNCTION naming it as written, at its line
 * and column. Works on tokens, so it holds whether or not the grammar can read the statement, and never
 * matches inside strings, quoted names that are not called, or comments.
 */
export function checkSideEffects(statement: LexedStatement, dialect: Dialect, describe: DescribePosition): void {
  const found = findSideEffect(statement, dialect);
  if (!found) return;
  const { line, column } = describe(statement.tokens[found.token]?.start ?? 0);
  throw new AppError('SQL_FORBIDDEN_FUNCTION', { params: { name: found.name }, details: { line, column } });
}
