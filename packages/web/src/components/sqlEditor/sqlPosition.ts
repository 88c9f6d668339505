/** A place in SQL text, 1-based, as the server reports a parse or database error. */
export interface SqlPosition {
  line: number;
  column: number;
}

export interface ErrorRange {
  /** The whole line, as offsets into the text. */
  lineFrom: number;
  lineTo: number;
  /** The word at the position (at least one character when the line has any). */
  from: number;
  to: number;
}

const WORD = /[\p{L}\p{N}_$."`]/u;

/**
 * Where to mark an error in `text`: its line and the word the column points at. A line past the end marks the
 * last line; a column past the line's end marks its last character.
 */
export function errorRange(text: string, position: SqlPosition): ErrorRange {
  const lines = text.split('\n');
  const lineIndex = Math.min(Math.max(position.line, 1), lines.length) - 1;
  const lineText = lines[lineIndex] ?? '';
  const lineFrom = lines.slice(0, lineIndex).reduce((offset, line) => offset + line.length + 1, 0);
  const lineTo = lineFrom + lineText.length;
  if (lineText.length === 0) return { lineFrom, lineTo, from: lineFrom, to: lineTo };
  const start = Math.min(Math.max(position.column, 1), lineText.length) - 1;
  let end = start + 1;
  if (WORD.test(lineText[start] ?? '')) {
    while (end < lineText.length && WORD.test(lineText[end] ?? '')) end += 1;
  }
  return { lineFrom, lineTo, from: lineFrom + start, to: lineFrom + end };
}

/** Selected SQL and where it starts in the whole text. */
export interface SqlSelection extends SqlPosition {
  text: string;
}

/** A position reported for the selected SQL alone, as a position in the whole text. */
export function positionInText(position: SqlPosition, selectionStart: SqlPosition): SqlPosition {
  return position.line === 1
    ? { line: selectionStart.line, column: selectionStart.column + position.column - 1 }
    : { line: selectionStart.line + position.line - 1, column: position.column };
}
