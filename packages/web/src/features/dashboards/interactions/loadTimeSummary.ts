import type { BoardTiming } from '@redbi/shared/domain';

/** The part of the summed widget time that "most of the load" means in the panel's one-line summary. */
export const LOAD_TIME_FOCUS = 0.8;

/** One widget's line in the load-time panel. */
export interface LoadTimeRow extends BoardTiming {
  id: string;
  name: string;
  /** Its elapsed time over the sum of all widgets' elapsed times (0…1). */
  share: number;
}

export interface LoadTimeSummary {
  /** Slowest first; widgets without a timing (not asked, or failed) are left out. */
  rows: LoadTimeRow[];
  /** The smallest set of slowest widgets whose times reach LOAD_TIME_FOCUS of the sum; undefined when nothing took time. */
  slowest?: { count: number; of: number; share: number };
}

/**
 * What the last batched load cost, widget by widget, for the board author (spec: load time shown to authors).
 * Queries run side by side, so the total is not the sum: each widget's share is taken of the summed times,
 * which says where the database spends its work, and the summary names the few widgets worth a look.
 */
export function loadTimeSummary(widgets: readonly { id: string; name: string }[], timings: Readonly<Record<string, BoardTiming>>): LoadTimeSummary {
  const timed = widgets.flatMap((widget) => {
    const timing = timings[widget.id];
    return timing ? [{ ...timing, id: widget.id, name: widget.name }] : [];
  });
  const sum = timed.reduce((total, row) => total + Math.max(0, row.elapsedMs), 0);
  const rows = timed
    .map((row) => ({ ...row, share: sum > 0 ? Math.max(0, row.elapsedMs) / sum : 0 }))
    .sort((a, b) => b.elapsedMs - a.elapsedMs || a.name.localeCompare(b.name));
  if (sum <= 0) return { rows };

  let reached = 0;
  let count = 0;
  for (const row of rows) {
    reached += row.share;
    count += 1;
    // A rounding hair below the mark still counts as reaching it.
    if (reached >= LOAD_TIME_FOCUS - 1e-9) break;
  }
  return { rows, slowest: { count, of: rows.length, share: reached } };
}
