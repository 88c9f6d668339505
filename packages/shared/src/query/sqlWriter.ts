import type { CompiledSql, SqlPosition } from './compileTypes';
import type { DialectDefinition } from './dialects';
import type { ParamCast } from './sqlTree';

/** A piece of the view's SQL copied into the statement: where it landed, and where it came from. */
interface Copy {
  start: number;
  at: number;
  text: string;
}

/**
 * Collects a statement's text and its bound values in reading order, so that placeholders are numbered
 * across the outer query and the view's fragment alike, and remembers where the view's SQL was copied.
 */
export class SqlWriter {
  private readonly chunks: string[] = [];
  private length = 0;
  private readonly params: unknown[] = [];
  private readonly copies: Copy[] = [];

  constructor(readonly dialect: DialectDefinition) {}

  text(text: string): void {
    this.chunks.push(text);
    this.length += text.length;
  }

  /** A name, quoted by the dialect; a quote character inside it is doubled so that it cannot end the quote. */
  identifier(name: string): void {
    const quote = this.dialect.identifierQuote;
    const escaped = this.dialect.identifierEscapesBackslash ? name.replaceAll('\\', '\\\\') : name;
    this.text(`${quote}${escaped.replaceAll(quote, quote + quote)}${quote}`);
  }

  param(value: unknown, cast?: ParamCast): void {
    this.params.push(value);
    const placeholder = this.dialect.placeholder(this.params.length, value);
    this.text(cast ? this.dialect.castParam[cast](placeholder) : placeholder);
  }

  /** Text copied unchanged from the view's SQL, starting at offset `at` of it. */
  copied(text: string, at: number): void {
    this.copies.push({ start: this.length, at, text });
    this.text(text);
  }

  /** The statement; `viewSql`, the view's SQL as written, makes `locate` exact (else it counts lines of the copies). */
  finish(viewSql?: string): CompiledSql {
    const copies = [...this.copies];
    return { sql: this.chunks.join(''), params: [...this.params], locate: (offset) => locate(copies, offset, viewSql) };
  }
}

function positionIn(text: string, offset: number): SqlPosition {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * The line and column in the view's SQL of an offset of the statement, when that offset lies in text copied
 * from it. Without the view's SQL, lines are counted over the copied text, which holds all of it except the
 * variables replaced by placeholders.
 */
function locate(copies: readonly Copy[], offset: number, viewSql: string | undefined): SqlPosition | undefined {
  const copy = copies.find((candidate) => offset >= candidate.start && offset < candidate.start + candidate.text.length);
  if (!copy) return undefined;
  const target = copy.at + (offset - copy.start);
  if (viewSql !== undefined && target <= viewSql.length) return positionIn(viewSql, target);
  let line = 1;
  let lineStart = 0;
  for (const piece of copies) {
    if (piece.at >= target) continue;
    const end = Math.min(piece.text.length, target - piece.at);
    for (let index = 0; index < end; index += 1) {
      if (piece.text[index] === '\n') {
        line += 1;
        lineStart = Math.max(lineStart, piece.at + index + 1);
      }
    }
  }
  return { line, column: target - lineStart + 1 };
}
