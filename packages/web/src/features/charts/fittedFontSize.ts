/** Roughly how many ems a text takes: CJK characters are square, digits and Latin letters about 0.6 em. */
export function textEms(text: string): number {
  let ems = 0;
  for (const char of text) ems += /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/.test(char) ? 1 : 0.6;
  return ems;
}

/**
 * The font size a score card's value is drawn at: the chosen size, made smaller only when the value would
 * not fit the card (a narrow dashboard cell), never below a readable 12 px.
 */
export function fittedFontSize(text: string, preferred: number, box: { width?: number; height?: number }): number {
  const limits = [preferred];
  const ems = textEms(text);
  if (box.width && ems > 0) limits.push(box.width / ems);
  if (box.height) limits.push(box.height * 0.5);
  return Math.max(12, Math.floor(Math.min(...limits)));
}
