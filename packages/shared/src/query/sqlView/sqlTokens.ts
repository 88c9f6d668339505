import type { Dialect } from '../../sources/connectorTypes';
import { lexRules, type LexRules } from './lexRules';

export type SqlTokenKind =
  | 'word'
  | 'number'
  /** A string, a quoted identifier or a dollar-quoted string: nothing inside it is SQL. */
  | 'quoted'
  | 'operator'
  | 'open'
  | 'close'
  | 'comma'
  | 'semicolon'
  | 'dot'
  /** `$name$` of a variable in scope. */
  | 'variable'
  | 'other';

export interface SqlToken {
  kind: SqlTokenKind;
  /** Offsets in the lexed text; `text` is the slice between them. */
  start: number;
  end: number;
  text: string;
  /** The variable's name in lower case, for `variable` tokens. */
  variable?: string;
}

const wordStart = /[\p{L}_]/u;
const wordRest = /[\p{L}\p{N}_]*/uy;
const numberPattern = /0x[0-9a-f]+|(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?/iy;
const variablePattern = /\$([\p{L}_][\p{L}\p{N}_]*)\$/uy;
const dollarTagPattern = /\$([\p{L}_][\p{L}\p{N}_]*)?\$/uy;
const operatorChars = '+-*/<>=~!@#%^&|?:';
/** PostgreSQL's rule: a multi-character operator ends in + or - only if it contains one of these. */
const operatorKeepsSign = /[~!@#%^&|?]/;

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** Where a quoted section opened at `at` by `quote` ends (after the closing quote); doubled quotes escape. */
function quotedEnd(text: string, at: number, quote: string, backslashes: boolean): number {
  let i = at + 1;
  while (i < text.length) {
    const char = text[i];
    if (backslashes && char === '\\') i += 2;
    else if (char === quote) {
      if (text[i + 1] !== quote) return i + 1;
      i += 2;
    } else i += 1;
  }
  return text.length;
}

function blockCommentEnd(text: string, at: number, nested: boolean): number {
  let depth = 0;
  let i = at;
  while (i < text.length) {
    if (text.startsWith('/*', i) && (nested || depth === 0)) {
      depth += 1;
      i += 2;
    } else if (text.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return text.length;
}

function commentEnd(text: string, at: number, rules: LexRules): number | undefined {
  const dashes = text.startsWith('--', at) && (!rules.dashCommentNeedsBlank || at + 2 >= text.length || /\s/.test(text[at + 2] ?? ''));
  if (dashes || (rules.hashComments && text[at] === '#')) {
    const newline = text.indexOf('\n', at);
    return newline < 0 ? text.length : newline + 1;
  }
  if (text.startsWith('/*', at)) return blockCommentEnd(text, at, rules.nestedBlockComments);
  return undefined;
}

function operatorEnd(text: string, at: number, rules: LexRules): number {
  let end = at;
  while (end < text.length && operatorChars.includes(text[end] ?? '') && commentEnd(text, end, rules) === undefined) end += 1;
  if (end === at) return at + 1;
  while (end - at > 1 && (text[end - 1] === '+' || text[end - 1] === '-') && !operatorKeepsSign.test(text.slice(at, end))) end -= 1;
  return end;
}

const punctuation: Record<string, SqlTokenKind> = { '(': 'open', ')': 'close', ',': 'comma', ';': 'semicolon', '.': 'dot' };

/**
 * Splits SQL into tokens, skipping whitespace and comments. Strings, quoted identifiers and dollar-quoted
 * strings are single tokens, so that `$name$` is only recognised where it is SQL: `inScope` tells which
 * names (lower case) are variables; other `$…$` text is left to the dialect (a dollar quote in PostgreSQL).
 */
export function lexSql(text: string, dialect: Dialect, inScope: (name: string) => boolean): SqlToken[] {
  const rules = lexRules[dialect];
  const tokens: SqlToken[] = [];
  const push = (kind: SqlTokenKind, start: number, end: number, variable?: string) =>
    tokens.push({ kind, start, end, text: text.slice(start, end), ...(variable === undefined ? {} : { variable }) });
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const afterComment = commentEnd(text, i, rules);
    if (/\s/.test(char)) i += 1;
    else if (afterComment !== undefined) i = afterComment;
    else if (char === '$') i = lexDollar(text, i, rules, inScope, push);
    else if (char === "'") {
      push('quoted', i, (i = quotedEnd(text, i, "'", rules.backslashEscapes === 'always')));
    } else if ((char === 'e' || char === 'E') && text[i + 1] === "'" && rules.backslashEscapes === 'ePrefix') {
      push('quoted', i, (i = quotedEnd(text, i + 1, "'", true)));
    } else if (char === '"' || char === '`') {
      push('quoted', i, (i = quotedEnd(text, i, char, char === '"' && rules.backslashEscapes === 'always')));
    } else if (char === '[' && rules.bracketIdentifiers) {
      const close = text.indexOf(']', i);
      push('quoted', i, (i = close < 0 ? text.length : close + 1));
    } else if (wordStart.test(char)) {
      push('word', i, (i = (matchAt(wordRest, text, i + 1)?.[0].length ?? 0) + i + 1));
    } else if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      push('number', i, (i += matchAt(numberPattern, text, i)?.[0].length ?? 1));
    } else if (char === '[' || char === ']') {
      push(char === '[' ? 'open' : 'close', i, (i += 1));
    } else if (punctuation[char] !== undefined) {
      push(punctuation[char], i, (i += 1));
    } else if (operatorChars.includes(char)) {
      push('operator', i, (i = operatorEnd(text, i, rules)));
    } else push('other', i, (i += 1));
  }
  return tokens;
}

function lexDollar(
  text: string,
  at: number,
  rules: LexRules,
  inScope: (name: string) => boolean,
  push: (kind: SqlTokenKind, start: number, end: number, variable?: string) => void,
): number {
  const variable = matchAt(variablePattern, text, at);
  const name = variable?.[1]?.toLowerCase();
  if (variable && name !== undefined && inScope(name)) {
    push('variable', at, at + variable[0].length, name);
    return at + variable[0].length;
  }
  const tag = rules.dollarQuotes ? matchAt(dollarTagPattern, text, at) : null;
  if (tag) {
    const close = text.indexOf(tag[0], at + tag[0].length);
    const end = close < 0 ? text.length : close + tag[0].length;
    push('quoted', at, end);
    return end;
  }
  push('other', at, at + 1);
  return at + 1;
}
