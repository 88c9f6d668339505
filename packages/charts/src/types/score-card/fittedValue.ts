import type { ChartContext } from '../../chartDefinition';
import { textWidth } from '../../svg/svgText';

/** The value spans at most this share of the card's width: a number edge to edge shouts. */
const WIDTH_SHARE = 0.75;
/** The value takes at most this share of the card's height: the label and caption need the rest. */
const HEIGHT_SHARE = 0.36;
/** Beyond this a number stops reading better. */
const LARGEST = 120;
/** The label grows with the value, to this share of it and this size at most. */
const LABEL_SHARE = 0.2;
const LARGEST_LABEL = 24;

/**
 * The sizes a score card is drawn at when it grows to fill its card: the value as large as the width
 * (its text estimated as the SVG renderer measures it) and a share of the height allow, the label in
 * proportion; not smaller than the settings' sizes unless the width says so (a short, wide card keeps
 * the chosen size, and the renderers shrink what still does not fit the height). Unknown size: the
 * settings' sizes.
 */
export function fittedSizes(
  value: string,
  context: ChartContext,
  chosen: { value: number; label: number },
  beneath: { comparison?: boolean; sparkline?: boolean } = {},
): { value: number; label: number } {
  if (!context.width || !context.height) return chosen;
  // A comparison line and a sparkline take their share of the height from the value.
  const heightShare = HEIGHT_SHARE - (beneath.comparison ? 0.06 : 0) - (beneath.sparkline ? 0.1 : 0);
  const widthAtOne = textWidth(value, 1, true);
  const byWidth = widthAtOne > 0 ? (context.width * WIDTH_SHARE) / widthAtOne : LARGEST;
  const size = Math.floor(Math.max(Math.min(LARGEST, byWidth, context.height * heightShare), Math.min(chosen.value, byWidth)));
  return { value: size, label: Math.max(chosen.label, Math.min(LARGEST_LABEL, Math.round(size * LABEL_SHARE))) };
}
