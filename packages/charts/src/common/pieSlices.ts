/**
 * The slices of a pie, doughnut or rose (and a funnel's stages): one per category, the largest first,
 * with the small ones beyond a slice count folded into one 'Other' slice, since thirty slivers tell
 * nothing. Rings of several metrics share one choice of categories (made on the first metric) so each
 * category keeps its place and colour in every ring.
 */
export interface Slice {
  name: string;
  value: number;
  /** The category's index (-1 for Other). */
  category: number;
  /** The rows the slice stands for (one per category; many for Other). */
  rows: number[];
  other: boolean;
}

export interface SliceChoice {
  /** Category indexes drawn as slices, in drawing order. */
  shown: number[];
  /** Category indexes folded into Other (empty: no Other slice). */
  folded: number[];
}

export interface SliceOptions {
  /** At most this many slices, Other included. */
  maxSlices: number;
  /** 'desc': largest first; 'none': the query's order. */
  sort: 'desc' | 'none';
}

/** A number a pie can draw: negatives and nulls have no slice. */
export const sliceValue = (value: number | null | undefined): number | null => (value === null || value === undefined || value < 0 ? null : value);

/** Which categories get a slice and which fold into Other, by the values of the first ring. */
export function chooseSlices(values: readonly (number | null)[], options: SliceOptions): SliceChoice {
  const drawable = values.flatMap((value, index) => (sliceValue(value) === null ? [] : [index]));
  const ordered = options.sort === 'desc' ? [...drawable].sort((a, b) => values[b]! - values[a]! || a - b) : drawable;
  if (ordered.length <= options.maxSlices) return { shown: ordered, folded: [] };
  const keep = Math.max(1, options.maxSlices - 1);
  if (options.sort === 'desc') return { shown: ordered.slice(0, keep), folded: ordered.slice(keep) };
  // Unsorted: the largest keep their place in the query's order; the rest fold.
  const largest = new Set([...drawable].sort((a, b) => values[b]! - values[a]! || a - b).slice(0, keep));
  return { shown: ordered.filter((index) => largest.has(index)), folded: ordered.filter((index) => !largest.has(index)) };
}

/** One ring's slices for a choice: category names and values, row lists per category, Other last. */
export function slicesOf(choice: SliceChoice, names: readonly string[], values: readonly (number | null)[], rowsOf: readonly number[][], otherName: string): Slice[] {
  const slices: Slice[] = choice.shown.map((index) => ({ name: names[index]!, value: sliceValue(values[index]) ?? 0, category: index, rows: rowsOf[index] ?? [], other: false }));
  if (choice.folded.length > 0) {
    const value = choice.folded.reduce((sum, index) => sum + (sliceValue(values[index]) ?? 0), 0);
    slices.push({ name: otherName, value, category: -1, rows: choice.folded.flatMap((index) => rowsOf[index] ?? []), other: true });
  }
  return slices;
}

/** A slice's share of its ring, 0 to 1 (0 for an empty ring). */
export const shareOf = (value: number, slices: readonly Slice[]): number => {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return total > 0 ? value / total : 0;
};
