import { toNumber, type PlacedField } from '../../common/chartFields';
import { colorsForValues, colorsInOrder } from '../../common/seriesColors';

/** The points of one colour (or all points, without a colour dimension). */
export interface ScatterGroup {
  name: string;
  color: string;
  /** [x, y] or, with a size metric, [x, y, size] (null when the row has none): plain arrays, as ECharts reads fastest. */
  points: (number | null)[][];
  /** The row of each point, for its tooltip and label. */
  rows: number[];
}

export interface ScatterFields {
  x: PlacedField;
  y: PlacedField;
  color?: PlacedField;
  size?: PlacedField;
}

/**
 * One point per row with both an x and a y value (rows missing either cannot be placed), grouped by the
 * colour dimension's value in the order the rows bring them; each group keeps its colour when filters
 * change. Without a colour dimension one group, named by the y metric, in the palette's first colour.
 */
export function scatterGroups(fields: ScatterFields, rowCount: number, palette: readonly string[]): ScatterGroup[] {
  const groups = new Map<string, Omit<ScatterGroup, 'color'>>();
  for (let row = 0; row < rowCount; row += 1) {
    const x = toNumber(fields.x.values[row]);
    const y = toNumber(fields.y.values[row]);
    if (x === null || y === null) continue;
    const name = fields.color ? fields.color.format(fields.color.values[row]) : fields.y.title;
    let group = groups.get(name);
    if (!group) {
      group = { name, points: [], rows: [] };
      groups.set(name, group);
    }
    group.points.push(fields.size ? [x, y, toNumber(fields.size.values[row])] : [x, y]);
    group.rows.push(row);
  }
  const all = [...groups.values()];
  const colors = fields.color
    ? colorsForValues(
        all.map((group) => group.name),
        palette,
      )
    : colorsInOrder(all.length, palette);
  return all.map((group, index) => ({ ...group, color: colors[index]! }));
}
