import { estimateTextWidth } from '../../common/textWidth';

/** The narrowest stage's share of the funnel's width when its label asks for nothing (ECharts' minSize). */
const MIN_SHARE = 0.08;
/** Wider than this, the smallest stages would no longer read as smaller: their labels spill instead. */
const MAX_SHARE = 0.5;
const LABEL_PADDING = 16;

/**
 * The funnel's minSize (a share of its width) that leaves each stage room for its label inside it. ECharts
 * draws a stage of value v as wide as minSize + (1 − minSize) · v / max, so a stage needing `need` of the
 * width asks for minSize ≥ (need − v/max) / (1 − v/max). Bounded, so a funnel still narrows.
 */
export function labelledMinSize(stages: readonly { value: number; label: string }[], funnelWidth: number, fontSize: number): number {
  const max = Math.max(0, ...stages.map((stage) => stage.value));
  if (max <= 0 || funnelWidth <= 0) return MIN_SHARE;
  let share = MIN_SHARE;
  for (const stage of stages) {
    const widest = Math.max(...stage.label.split('\n').map((line) => estimateTextWidth(line, fontSize)));
    const need = (widest + LABEL_PADDING) / funnelWidth;
    const ratio = Math.max(0, stage.value) / max;
    if (need > ratio && ratio < 1) share = Math.max(share, (need - ratio) / (1 - ratio));
  }
  return Math.min(MAX_SHARE, share);
}

/** Room a label line needs above and below within its stage. */
const LINE_MARGIN = 2;

/**
 * How many lines of a label fit in one stage's height (issue 26: no label where it cannot be read): both
 * (the name, then the figures), the name alone, or none — the tooltip still says everything. Stages share
 * the plot's height equally, less the gaps between them.
 */
export function labelLinesThatFit(plotHeight: number, stages: number, gap: number, lineHeight: number): 0 | 1 | 2 {
  if (stages <= 0) return 2;
  const stageHeight = (plotHeight - gap * (stages - 1)) / stages;
  if (stageHeight >= 2 * lineHeight + LINE_MARGIN) return 2;
  return stageHeight >= lineHeight + LINE_MARGIN ? 1 : 0;
}
