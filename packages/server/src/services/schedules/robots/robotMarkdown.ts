import type { KeyFigure } from '../keyFigures';
import { RobotFailure } from './robotTypes';

/** A name put into a robot's markdown as text: the characters that would make a link, emphasis or a tag escaped. */
export const markdownText = (text: string): string =>
  text
    .replace(/[\\`*_[\]()#~|]/g, (char) => `\\${char}`)
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\r\n]+/g, ' ');

/** A score card's key number as a markdown line: 'Revenue: **1.2M** ▲ +12.5% vs previous month'. */
export const figureLine = (figure: KeyFigure): string =>
  `${markdownText(figure.label)}: **${markdownText(figure.value)}**${figure.change ? ` ${markdownText(figure.change)}` : ''}`;

/** At most `maxBytes` of UTF-8, cut at a character, with an ellipsis when cut. */
export function truncateBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  // The ellipsis takes 3 bytes; a character cut in two decodes as U+FFFD, dropped.
  const cut = Buffer.from(text, 'utf8').subarray(0, maxBytes - 3).toString('utf8').replace(/\uFFFD+$/, '');
  return `${cut}…`;
}

/**
 * The failure of an answer whose code is not 0: the platform's message; `transient` codes (busy, too many
 * messages) may pass with a retry, any other refusal (a wrong key or token, a signature, keywords, the
 * message's format) cannot.
 */
export function refusalOf(code: unknown, message: unknown, transient: readonly number[]): RobotFailure | undefined {
  if (code === 0 || code === '0') return undefined;
  const number = Number(code);
  return new RobotFailure('errors.robotRefused', { code: String(code ?? '?'), message: String(message ?? '') }, !transient.includes(number));
}
