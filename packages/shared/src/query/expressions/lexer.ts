import { expressionError } from './expressionError';

export type TokenKind = 'number' | 'string' | 'field' | 'name' | 'symbol' | 'end';

export interface Token {
  kind: TokenKind;
  /** The number's text, the string's or field's value (unescaped), the name, or the symbol. */
  text: string;
  /** 0-based offset of the token's first character in the expression. */
  start: number;
}

const SYMBOLS = ['<=', '>=', '<>', '!=', '(', ')', ',', '+', '-', '*', '/', '%', '=', '<', '>'] as const;
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Text up to the closing `close`, where a doubled `close` stands for one: 'it''s', [a]]b]. */
function readQuoted(source: string, start: number, close: string): { value: string; end: number } | undefined {
  let value = '';
  let index = start + 1;
  while (index < source.length) {
    const char = source[index] as string;
    if (char === close) {
      if (source[index + 1] !== close) return { value, end: index + 1 };
      index += 1;
    }
    value += char;
    index += 1;
  }
  return undefined;
}

/** `[name]`, or datart's path form `[table].[column]` for the field "table.column". */
function readField(source: string, start: number): { name: string; end: number } {
  const parts: string[] = [];
  let index = start;
  for (;;) {
    const quoted = readQuoted(source, index, ']');
    if (!quoted) throw expressionError(index, 'unterminatedField');
    if (quoted.value.trim() === '') throw expressionError(index, 'emptyField');
    parts.push(quoted.value);
    index = quoted.end;
    if (source[index] !== '.' || source[index + 1] !== '[') return { name: parts.join('.'), end: index };
    index += 1;
  }
}

function matchAt(pattern: RegExp, source: string, index: number): string | undefined {
  pattern.lastIndex = index;
  return pattern.exec(source)?.[0];
}

/** The tokens of an expression, ending with an `end` token; throws EXPRESSION_INVALID at the bad character. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index] as string;
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (char === "'") {
      const quoted = readQuoted(source, index, "'");
      if (!quoted) throw expressionError(index, 'unterminatedString');
      tokens.push({ kind: 'string', text: quoted.value, start: index });
      index = quoted.end;
      continue;
    }
    if (char === '[') {
      const field = readField(source, index);
      tokens.push({ kind: 'field', text: field.name, start: index });
      index = field.end;
      continue;
    }
    const number = matchAt(NUMBER, source, index);
    const name = number === undefined ? matchAt(NAME, source, index) : undefined;
    const symbol = SYMBOLS.find((candidate) => source.startsWith(candidate, index));
    const text = number ?? name ?? symbol;
    if (text === undefined) throw expressionError(index, 'unexpectedCharacter', { char });
    tokens.push({ kind: number !== undefined ? 'number' : name !== undefined ? 'name' : 'symbol', text, start: index });
    index += text.length;
  }
  tokens.push({ kind: 'end', text: '', start: source.length });
  return tokens;
}
