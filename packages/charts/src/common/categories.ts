import type { PlacedField } from './chartFields';

/** The category axis of a chart: its labels in row order and the category each row falls in. */
export interface Categories {
  /** Distinct labels, in the order the rows first bring them (the query's sort, custom orders applied). */
  labels: string[];
  /** For each row, the index of its label. */
  ofRow: Int32Array;
}

/** Several dimensions make one category, their values joined: 'East / 2024-03'. */
export const CATEGORY_JOINER = ' / ';

/**
 * Groups rows into categories by the written values of the dimensions (a month axis reads 2024-03, not a
 * timestamp; fieldFormatter does that). Without dimensions every row is one category, named `fallback`.
 */
export function categoriesOf(dimensions: readonly PlacedField[], rowCount: number, fallback: string): Categories {
  const ofRow = new Int32Array(rowCount);
  if (dimensions.length === 0) return { labels: rowCount > 0 ? [fallback] : [], ofRow };
  const labels: string[] = [];
  // While labels come in ascending order (a date axis sorted by the query) each is new: no lookup needed.
  // The first label out of order builds the index of the labels so far, and every row after is looked up.
  let indexOf: Map<string, number> | undefined;
  for (let row = 0; row < rowCount; row += 1) {
    const label = dimensions.length === 1 ? dimensions[0]!.format(dimensions[0]!.values[row]) : dimensions.map((dimension) => dimension.format(dimension.values[row])).join(CATEGORY_JOINER);
    if (!indexOf) {
      if (labels.length === 0 || label > labels[labels.length - 1]!) {
        ofRow[row] = labels.push(label) - 1;
        continue;
      }
      indexOf = new Map(labels.map((each, index) => [each, index]));
    }
    let index = indexOf.get(label);
    if (index === undefined) {
      index = labels.length;
      labels.push(label);
      indexOf.set(label, index);
    }
    ofRow[row] = index;
  }
  return { labels, ofRow };
}
