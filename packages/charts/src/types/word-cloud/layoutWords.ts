import { wordBox } from './wordBox';

export interface CloudWord {
  text: string;
  weight: number;
}

/** A placed word: its centre, font size and box in the layout's pixels (the box is upright or turned). */
export interface PlacedWord extends CloudWord {
  fontSize: number;
  x: number;
  y: number;
  width: number;
  height: number;
  rotated: boolean;
}

export interface CloudLayoutOptions {
  width: number;
  height: number;
  minFontSize: number;
  maxFontSize: number;
  /** 'mixed': every third word after the first stands upright (turned 90°). */
  rotation: 'none' | 'mixed';
}

/** Room kept between words and from the edges. */
const GAP = 2;
/**
 * How far the spiral moves per step along its path, and how far apart its turns are, as shares of the
 * word's line height (at least 3 and 6 pixels): a finer walk finds the same spots for a big word, slower.
 */
const STEP = 0.35;
const TURN_SPACING = 0.5;
const CELL = 32;
/** Each word starts its spiral at another angle (the golden angle), so words spread round the centre. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (left: number, top: number, right: number, bottom: number, other: Box) =>
  left < other.right + GAP && other.left < right + GAP && top < other.bottom + GAP && other.top < bottom + GAP;

/**
 * Placed boxes by grid cell, so a candidate is tested only against its neighbours; the box a candidate last
 * hit is tried first, as the next step along the spiral mostly hits it again.
 */
class BoxGrid {
  private readonly cells = new Map<number, Box[]>();
  private lastHit: Box | undefined;
  /** Whether a candidate box (its edges, not an object: the spiral tries thousands) hits a placed one. */
  collides(left: number, top: number, right: number, bottom: number): boolean {
    if (this.lastHit && overlaps(left, top, right, bottom, this.lastHit)) return true;
    for (let column = Math.floor(left / CELL); column <= Math.floor(right / CELL); column += 1) {
      for (let row = Math.floor(top / CELL); row <= Math.floor(bottom / CELL); row += 1) {
        const list = this.cells.get(column * 65_536 + row);
        if (!list) continue;
        for (const other of list) {
          if (overlaps(left, top, right, bottom, other)) {
            this.lastHit = other;
            return true;
          }
        }
      }
    }
    return false;
  }
  add(box: Box): void {
    for (let column = Math.floor(box.left / CELL); column <= Math.floor(box.right / CELL); column += 1) {
      for (let row = Math.floor(box.top / CELL); row <= Math.floor(box.bottom / CELL); row += 1) {
        const key = column * 65_536 + row;
        const list = this.cells.get(key);
        if (list) list.push(box);
        else this.cells.set(key, [box]);
      }
    }
  }
}

/**
 * Font sizes from the smallest weight (min size) to the largest (max size) by the square root of the
 * weight: a word's area then grows with its weight, so one heavy word does not shrink all others to the
 * smallest size (a linear scale does), and the cloud reads balanced.
 */
export function fontSizeOf(weight: number, lowest: number, highest: number, options: Pick<CloudLayoutOptions, 'minFontSize' | 'maxFontSize'>): number {
  const root = (value: number) => Math.sqrt(Math.max(0, value - lowest));
  const share = highest > lowest ? root(weight) / root(highest) : 1;
  return Math.round(options.minFontSize + (options.maxFontSize - options.minFontSize) * share);
}

/**
 * Lays words out without randomness (the same words always give the same picture, in the browser and on the
 * server): from the heaviest down, each walks an Archimedean spiral out from the centre, stretched to the
 * area's proportions, to the first spot where its box overlaps no placed box and stays inside the area.
 * Words that find no spot are left out.
 */
export function layoutWords(words: readonly CloudWord[], options: CloudLayoutOptions): PlacedWord[] {
  const ordered = words.filter((word) => word.text !== '' && Number.isFinite(word.weight)).sort((a, b) => b.weight - a.weight || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  if (ordered.length === 0) return [];
  const highest = ordered[0]!.weight;
  const lowest = ordered[ordered.length - 1]!.weight;
  const { width, height } = options;
  // The spiral is an ellipse of the area's proportions; at `reach` it has passed the corners.
  const shorter = Math.min(width, height);
  const [scaleX, scaleY] = [width / shorter, height / shorter];
  const reach = (shorter / 2) * Math.SQRT2;
  const grid = new BoxGrid();
  const placed: PlacedWord[] = [];
  // A box that found no spot: no box as wide and as tall will find one either, so it is not tried.
  const failed: { width: number; height: number }[] = [];
  ordered.forEach((word, index) => {
    const fontSize = fontSizeOf(word.weight, lowest, highest, options);
    const rotated = options.rotation === 'mixed' && index % 3 === 2;
    const upright = wordBox(word.text, fontSize);
    const [boxWidth, boxHeight] = rotated ? [upright.height, upright.width] : [upright.width, upright.height];
    if (boxWidth > width - 2 * GAP || boxHeight > height - 2 * GAP) return;
    if (failed.some((box) => boxWidth >= box.width && boxHeight >= box.height)) return;
    const start = index * GOLDEN_ANGLE;
    const step = Math.max(3, STEP * upright.height);
    const turn = Math.max(6, TURN_SPACING * upright.height);
    for (let angle = 0, radius = 0; radius <= reach; angle += step / Math.max(radius, step), radius = (turn * angle) / (2 * Math.PI)) {
      const x = width / 2 + radius * Math.cos(angle + start) * scaleX;
      const y = height / 2 + radius * Math.sin(angle + start) * scaleY;
      const left = x - boxWidth / 2;
      const top = y - boxHeight / 2;
      const right = x + boxWidth / 2;
      const bottom = y + boxHeight / 2;
      if (left < GAP || top < GAP || right > width - GAP || bottom > height - GAP) continue;
      if (grid.collides(left, top, right, bottom)) continue;
      grid.add({ left, top, right, bottom });
      placed.push({ ...word, fontSize, x, y, width: boxWidth, height: boxHeight, rotated });
      return;
    }
    failed.push({ width: boxWidth, height: boxHeight });
  });
  return placed;
}
