import { escapeHtml } from './escapeHtml';

/**
 * The pieces of a tooltip, as HTML (ECharts' tooltip renders HTML in the browser; the server draws no
 * tooltips). Every text is escaped: category names and series names come from the data.
 */
export const tooltipHeader = (text: string): string => `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(text)}</div>`;

/** A marker in the series colour, the series name and its value, right-aligned. */
export function tooltipRow(color: string, name: string, value: string): string {
  const marker = `<span style="display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px;background:${escapeHtml(color)}"></span>`;
  return `<div style="display:flex;justify-content:space-between;gap:16px"><span>${marker}${escapeHtml(name)}</span><span style="font-weight:600">${escapeHtml(value)}</span></div>`;
}

/** A further line under a row: an info field's title and value. */
export const tooltipDetail = (title: string, value: string, mutedColor: string): string =>
  `<div style="display:flex;justify-content:space-between;gap:16px;padding-left:16px;color:${escapeHtml(mutedColor)}"><span>${escapeHtml(title)}</span><span>${escapeHtml(value)}</span></div>`;

/** A field's title and value, for item tooltips that list a point's fields. */
export const tooltipField = (title: string, value: string): string =>
  `<div style="display:flex;justify-content:space-between;gap:16px"><span>${escapeHtml(title)}</span><span style="font-weight:600">${escapeHtml(value)}</span></div>`;
