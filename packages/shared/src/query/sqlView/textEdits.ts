/**
 * A text made from another by replacing some ranges, and the way back: an offset of the new text maps to
 * the same character of the old one where it was copied, or to the start of what an insertion replaced.
 */
export interface EditedText {
  text: string;
  segments: readonly Segment[];
}

export interface Segment {
  /** Range in the new text. */
  start: number;
  end: number;
  /** Where it comes from in the old text. */
  sourceStart: number;
  /** Copied unchanged (offsets shift), or inserted in place of the old text at `sourceStart`. */
  copied: boolean;
}

export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** Applies replacements (sorted, not overlapping) to `source`. */
export function editText(source: string, replacements: readonly Replacement[]): EditedText {
  const segments: Segment[] = [];
  let text = '';
  let at = 0;
  const add = (piece: string, sourceStart: number, copied: boolean) => {
    if (piece === '') return;
    segments.push({ start: text.length, end: text.length + piece.length, sourceStart, copied });
    text += piece;
  };
  for (const replacement of replacements) {
    add(source.slice(at, replacement.start), at, true);
    add(replacement.text, replacement.start, false);
    at = replacement.end;
  }
  add(source.slice(at), at, true);
  return { text, segments };
}

/** The old text's offset for an offset of the new one (the end of the text maps to the old end). */
export function sourceOffset(edited: EditedText, offset: number, sourceLength: number): number {
  const segment = edited.segments.find((candidate) => offset >= candidate.start && offset < candidate.end);
  if (!segment) return offset >= edited.text.length ? sourceLength : offset;
  return segment.copied ? segment.sourceStart + (offset - segment.start) : segment.sourceStart;
}

/** Pieces of the new text in [start, end): copied ones carry their old offset `at`, inserted ones none. */
export function slicePieces(edited: EditedText, start: number, end: number): { text: string; at?: number }[] {
  const pieces: { text: string; at?: number }[] = [];
  for (const segment of edited.segments) {
    const from = Math.max(start, segment.start);
    const to = Math.min(end, segment.end);
    if (from >= to) continue;
    const text = edited.text.slice(from, to);
    pieces.push(segment.copied ? { text, at: segment.sourceStart + (from - segment.start) } : { text });
  }
  return pieces;
}

/** 1-based line and column of an offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
