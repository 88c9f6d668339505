import type { Dialect } from '../../sources/connectorTypes';
import type { SqlToken } from './sqlTokens';
import { wordOf } from './tokenStructure';

/** A statement's tokens, with the text they were lexed from (for what lies between them: comments). */
export interface LexedStatement {
  text: string;
  tokens: readonly SqlToken[];
}

/** Something a construct rule found: its name as written and the token it starts at. */
export interface Finding {
  name: string;
  token: number;
}

/** Looks at one token; answers what it starts when it is a refused construct. */
type ConstructRule = (statement: LexedStatement, index: number) => Finding | undefined;

const slice = ({ text, tokens }: LexedStatement, first: number, last: number) => text.slice(tokens[first]?.start ?? 0, tokens[last]?.end ?? 0);

/** MySQL `SELECT … INTO OUTFILE/DUMPFILE 'file'` writes a file on the server, `INTO @var` assigns a variable. */
const intoFileOrVariable: ConstructRule = (statement, index) => {
  const { tokens } = statement;
  if (wordOf(tokens[index]) !== 'INTO') return undefined;
  const next = tokens[index + 1];
  const target = wordOf(next);
  if (target === 'OUTFILE' || target === 'DUMPFILE') return { name: slice(statement, index, index + 1), token: index };
  if (next?.kind === 'operator' && next.text.startsWith('@')) return { name: slice(statement, index, index + 2), token: index };
  return undefined;
};

/** MySQL `@v := …` assigns a user variable (it outlives the query on the pooled connection). */
const variableAssignment: ConstructRule = (statement, index) => {
  const token = statement.tokens[index];
  if (token?.kind !== 'operator' || !token.text.includes(':=')) return undefined;
  const before = statement.tokens[index - 2];
  const first = before?.kind === 'operator' && before.text.endsWith('@') ? index - 2 : index;
  return { name: slice(statement, first, index), token: first };
};

/**
 * MySQL runs the text of `/*! … *\/` (and MariaDB `/*M! … *\/`) comments as SQL: what the lexer skipped as a
 * comment would escape every other rule, so such a comment is refused. Looks at the gap before each token
 * and, from the last token, after it.
 */
const executableComment: ConstructRule = ({ text, tokens }, index) => {
  const before = text.slice(tokens[index - 1]?.end ?? 0, tokens[index]?.start ?? 0);
  const after = index === tokens.length - 1 ? text.slice(tokens[index]?.end ?? 0) : '';
  return /\/\*M?!/.test(before + after) ? { name: '/*! … */', token: index } : undefined;
};

/** Row locks (`FOR UPDATE`, `FOR SHARE`, `LOCK IN SHARE MODE`) block the source's writers while the query runs. */
const rowLocks: ConstructRule = (statement, index) => {
  const { tokens } = statement;
  const word = wordOf(tokens[index]);
  if (word === 'LOCK' && wordOf(tokens[index + 1]) === 'IN' && wordOf(tokens[index + 2]) === 'SHARE' && wordOf(tokens[index + 3]) === 'MODE') {
    return { name: slice(statement, index, index + 3), token: index };
  }
  if (word !== 'FOR') return undefined;
  // `substring(x FROM 1 FOR 2)` uses FOR too: a locking clause is never inside a function's parentheses.
  const lock = ['UPDATE', 'SHARE', 'NO KEY UPDATE', 'KEY SHARE'].find((words) =>
    words.split(' ').every((expected, offset) => wordOf(tokens[index + 1 + offset]) === expected),
  );
  if (!lock || insideCall(tokens, index)) return undefined;
  return { name: slice(statement, index, index + lock.split(' ').length), token: index };
};

/** The innermost open parenthesis around `index` follows a name: a function's arguments. */
function insideCall(tokens: readonly SqlToken[], index: number): boolean {
  let depth = 0;
  for (let at = index - 1; at >= 0; at -= 1) {
    const kind = tokens[at]?.kind;
    if (kind === 'close') depth += 1;
    else if (kind === 'open' && depth > 0) depth -= 1;
    else if (kind === 'open') {
      const before = tokens[at - 1];
      return before?.kind === 'word' && !['IN', 'FROM', 'JOIN', 'AS', 'EXISTS', 'ANY', 'ALL', 'SOME', 'LATERAL'].includes(wordOf(before));
    }
  }
  return false;
}

/** MariaDB `NEXT VALUE FOR seq` advances a sequence. */
const nextValueFor: ConstructRule = (statement, index) => {
  const { tokens } = statement;
  if (wordOf(tokens[index]) !== 'NEXT' || wordOf(tokens[index + 1]) !== 'VALUE' || wordOf(tokens[index + 2]) !== 'FOR') return undefined;
  return { name: slice(statement, index, index + 2), token: index };
};

/** A file name or URL where DuckDB expects a table: `FROM 'data.csv'`, `FROM "s3://bucket/x.parquet"`. */
const looksLikeFile = /[/\\]|:\/\/|\.(csv|tsv|txt|parquet|json|jsonl|ndjson|xlsx|arrow|db|duckdb|sqlite)(\.(gz|zst))?$/i;

const fileAsTable: ConstructRule = (statement, index) => {
  const { tokens } = statement;
  const token = tokens[index];
  if (token?.kind !== 'quoted' || !inTablePosition(tokens, index)) return undefined;
  const single = token.text.startsWith("'") || /^e'/i.test(token.text);
  const content = token.text.replace(/^e?['"]|['"]$/gi, '');
  return single || looksLikeFile.test(content) ? { name: token.text, token: index } : undefined;
};

/** After FROM or JOIN, or after a comma of a FROM list at the same depth. */
function inTablePosition(tokens: readonly SqlToken[], index: number): boolean {
  const before = wordOf(tokens[index - 1]);
  if (before === 'FROM' || before === 'JOIN') return true;
  if (tokens[index - 1]?.kind !== 'comma') return false;
  let depth = 0;
  for (let at = index - 2; at >= 0; at -= 1) {
    const kind = tokens[at]?.kind;
    if (kind === 'close') depth += 1;
    else if (kind === 'open') {
      if (depth === 0) return false;
      depth -= 1;
    } else if (depth === 0) {
      const word = wordOf(tokens[at]);
      if (word === 'FROM') return !insideCall(tokens, at);
      if (['SELECT', 'WHERE', 'GROUP', 'ORDER', 'HAVING', 'ON', 'USING', 'VALUES', 'SET', 'WINDOW', 'QUALIFY'].includes(word)) return false;
    }
  }
  return false;
}

/** ClickHouse `… INTO OUTFILE 'file'` writes a file (on the client side of clickhouse-client; refused all the same). */
const intoOutfile: ConstructRule = (statement, index) =>
  wordOf(statement.tokens[index]) === 'INTO' && wordOf(statement.tokens[index + 1]) === 'OUTFILE' ? { name: slice(statement, index, index + 1), token: index } : undefined;

/** ClickHouse `SYSTEM …` statements and dictionaries' DDL (`CREATE DICTIONARY`, `DROP DICTIONARY` …). */
const clickhouseStatements: ConstructRule = (statement, index) => {
  const { tokens } = statement;
  const word = wordOf(tokens[index]);
  const starts = index === 0 || tokens[index - 1]?.kind === 'semicolon';
  if (word === 'SYSTEM' && starts) return { name: slice(statement, index, index), token: index };
  if (['CREATE', 'ATTACH', 'DETACH', 'DROP', 'ALTER', 'RENAME', 'EXCHANGE'].includes(word) && starts) {
    for (let at = index + 1; at < Math.min(tokens.length, index + 6); at += 1) {
      if (wordOf(tokens[at]) === 'DICTIONARY') return { name: slice(statement, index, at), token: index };
    }
  }
  return undefined;
};

/** Per dialect, the constructs (beyond function calls) that write or reach outside the source. */
export const sideEffectConstructs: Record<Dialect, readonly ConstructRule[]> = {
  postgres: [rowLocks],
  duckdb: [fileAsTable],
  mysql: [executableComment, intoFileOrVariable, variableAssignment, rowLocks, nextValueFor],
  sqlite: [],
  clickhouse: [intoOutfile, clickhouseStatements],
};
