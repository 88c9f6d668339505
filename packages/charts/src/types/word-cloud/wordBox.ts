/**
 * The box a word takes, estimated without a DOM or a canvas (the server has neither): CJK and other wide
 * characters about 1 em, capital Latin letters about 0.68 em (bold capitals are the widest of the rest),
 * the rest about 0.55 em, one line about 1.15 em tall.
 */
const isWide = (codePoint: number) =>
  (codePoint >= 0x1100 && codePoint <= 0x115f) || (codePoint >= 0x2e80 && codePoint <= 0xa4cf) || (codePoint >= 0xac00 && codePoint <= 0xd7a3) || (codePoint >= 0xf900 && codePoint <= 0xfaff) || (codePoint >= 0xfe30 && codePoint <= 0xfe4f) || (codePoint >= 0xff00 && codePoint <= 0xff60) || (codePoint >= 0xffe0 && codePoint <= 0xffe6) || codePoint >= 0x20000;

export function textEms(text: string): number {
  let ems = 0;
  for (const char of text) ems += isWide(char.codePointAt(0)!) ? 1 : char >= 'A' && char <= 'Z' ? 0.68 : 0.55;
  return ems;
}

export const LINE_HEIGHT = 1.15;

export const wordBox = (text: string, fontSize: number): { width: number; height: number } => ({ width: textEms(text) * fontSize, height: LINE_HEIGHT * fontSize });
