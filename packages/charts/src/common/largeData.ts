/**
 * How series stay fast with many points (a line of 100,000 points draws in well under a second): above
 * LARGE_POINTS, points lose their symbols and bars and scatters use ECharts' large mode, drawn in chunks of
 * PROGRESSIVE_CHUNK; lines are always downsampled to the pixels with LTTB (which keeps peaks and troughs).
 */
export const LARGE_POINTS = 2000;
export const PROGRESSIVE_CHUNK = 5000;

export const isLarge = (points: number): boolean => points > LARGE_POINTS;

/** Large mode for bar and scatter series: one batched path instead of an element per point. */
export const largeMode = { large: true, largeThreshold: LARGE_POINTS, progressive: PROGRESSIVE_CHUNK, progressiveThreshold: LARGE_POINTS } as const;

/** Points closer than this along a line are a row of beads, not data to read: the line alone says more. */
export const MIN_SYMBOL_SPACING = 20;
/** The plot width assumed when the drawing area is unknown. */
const DEFAULT_PLOT_WIDTH = 600;

/**
 * Lines: LTTB downsampling, and symbols only while a person could still tell the points apart: at least
 * MIN_SYMBOL_SPACING px apart across the plot (12 months on a phone, 30 on a dashboard cell), and never
 * above LARGE_POINTS.
 */
export function lineSampling(points: number, showSymbol: boolean, width = DEFAULT_PLOT_WIDTH) {
  const apart = points <= 1 || width / points >= MIN_SYMBOL_SPACING;
  return { sampling: 'lttb', showSymbol: showSymbol && apart && !isLarge(points) } as const;
}
