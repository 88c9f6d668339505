/**
 * A rough width of a label in pixels without a DOM (the server renders without one): wide (CJK) glyphs take
 * a full em, other characters about 0.6 em. Good enough to decide whether category labels need rotating.
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // A low surrogate ends a character whose high surrogate was counted (indexing is much faster than for…of).
    if (code < 0xdc00 || code > 0xdfff) ems += code >= 0x2e80 ? 1 : 0.6;
  }
  return ems * fontSize;
}

/** The widest of many labels (a 100,000-point axis is measured in one pass). */
export function widestLabel(labels: readonly string[], fontSize: number): number {
  let widest = 0;
  for (const label of labels) widest = Math.max(widest, estimateTextWidth(label, fontSize));
  return widest;
}
