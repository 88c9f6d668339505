import { fontSizeOf, type CloudWord } from './layoutWords';
import { wordBox } from './wordBox';

/** The share of the area the words' boxes should cover: a full cloud, with room left to lay it out. */
const FILL = 0.42;
/** How far the settings' sizes are scaled to reach FILL. */
const SCALE = { min: 0.5, max: 2 } as const;
/** The heaviest word takes at most this share of the width, and of the height. */
const WIDEST = 0.9;
const TALLEST = 0.35;
/** Words smaller than this are not read, only seen. */
const SMALLEST = 10;

/**
 * The font sizes a cloud is laid out with in its area: the settings' smallest and largest, scaled
 * together so the words cover about FILL of the area (a few words on a big cell grow, two hundred on a
 * small one shrink), then so the heaviest word fits across; never below SMALLEST (or the setting, when
 * smaller).
 */
export function fittedFontRange(words: readonly CloudWord[], area: { width: number; height: number }, sizes: { minFontSize: number; maxFontSize: number }): { minFontSize: number; maxFontSize: number } {
  if (words.length === 0) return sizes;
  const weights = words.map((word) => word.weight);
  const [lowest, highest] = [Math.min(...weights), Math.max(...weights)];
  let covered = 0;
  for (const word of words) {
    const box = wordBox(word.text, fontSizeOf(word.weight, lowest, highest, sizes));
    covered += box.width * box.height;
  }
  const heaviest = words.reduce((best, word) => (word.weight > best.weight ? word : best));
  const heaviestBox = wordBox(heaviest.text, sizes.maxFontSize);
  const scale = Math.min(
    Math.max(SCALE.min, Math.min(SCALE.max, Math.sqrt((FILL * area.width * area.height) / Math.max(1, covered)))),
    (WIDEST * area.width) / heaviestBox.width,
    (TALLEST * area.height) / heaviestBox.height,
  );
  const floor = Math.min(SMALLEST, sizes.minFontSize);
  const minFontSize = Math.max(floor, Math.round(sizes.minFontSize * scale));
  return { minFontSize, maxFontSize: Math.max(minFontSize, Math.round(sizes.maxFontSize * scale)) };
}
