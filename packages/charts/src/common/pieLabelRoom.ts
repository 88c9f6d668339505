/** The smallest slice (in degrees) that is labelled when there is room for every label. */
export const MIN_LABEL_ANGLE = 4;
const LABEL_GAP = 4;

/**
 * The smallest slice angle whose outside label is drawn: on a short cell the labels stacked down one side
 * of the pie outgrow it and run into the legend, so only as many slices as one side has room for keep
 * their labels, the largest (the others are in the legend and the tooltip). With room, MIN_LABEL_ANGLE.
 */
export function minLabelAngle(values: readonly number[], labelLines: number, lineHeight: number, plotHeight: number): number {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  const room = Math.max(1, Math.floor(plotHeight / (labelLines * lineHeight + LABEL_GAP)));
  if (total <= 0 || values.length <= room) return MIN_LABEL_ANGLE;
  const angles = values.map((value) => (Math.max(0, value) / total) * 360).sort((a, b) => b - a);
  // Between the last angle labelled and the first left out, so equal slices are not split by rounding.
  return Math.max(MIN_LABEL_ANGLE, (angles[room - 1]! + angles[room]!) / 2);
}
