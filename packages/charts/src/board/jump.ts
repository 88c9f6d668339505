import type { PointValue, Widget } from '@redbi/shared/domain';
import type { BoardCharts, JumpTarget } from './boardTypes';
import { chartFieldEntries } from './chartFieldEntries';
import { chartOfWidget } from './references';

/** The parameters appended to an address, after any query it already has (and before its #fragment). */
function withQuery(url: string, params: Record<string, string[]>): string {
  const query = Object.entries(params)
    .flatMap(([name, values]) => values.map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`))
    .join('&');
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query}${hash}`;
}

/**
 * Where a click on a chart widget's data point jumps, if jumping is on: a chart, a dashboard (the parameters
 * preset its controllers by name) or a URL with the parameters in its query. Each mapped field of the
 * point (a field the chart still shows) becomes a parameter. Undefined when jumping is off, the target is
 * not set or the widget's saved chart is gone. Whether the target chart or dashboard still exists is for
 * the caller to check (errors.jumpTargetInvalid).
 */
export function jumpOf(widget: Widget, values: Record<string, PointValue>, charts: BoardCharts): JumpTarget | undefined {
  if (widget.type !== 'chart' && widget.type !== 'privateChart') return undefined;
  const jump = widget.interactions.jump;
  const chart = chartOfWidget(widget, charts);
  if (!jump.enabled || !chart) return undefined;
  const uids = new Set(chartFieldEntries(chart.config).map((entry) => entry.field.uid));
  const params: Record<string, string[]> = {};
  for (const mapping of jump.params) {
    if (!(mapping.sourceUid in values) || !uids.has(mapping.sourceUid)) continue;
    const value = values[mapping.sourceUid];
    (params[mapping.target] ??= []).push(value === null ? '' : String(value));
  }
  if (jump.kind === 'url') return jump.url ? { kind: 'url', url: withQuery(jump.url, params), action: jump.action, params } : undefined;
  if (!jump.targetId) return undefined;
  return { kind: jump.kind, targetId: jump.targetId, action: jump.action, params };
}
