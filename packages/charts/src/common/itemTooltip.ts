import { tooltipDetail, tooltipHeader, tooltipRow } from './tooltipHtml';

/** What an item tooltip (a slice, a stage, a region, a word) says: the category, the series and its value, and more lines. */
export interface ItemTooltip {
  /** The category: the slice's, the region's, the word's name (none: a gauge has one value). */
  header?: string;
  color: string;
  /** The series: the metric's title. */
  name: string;
  value: string;
  details?: readonly { title: string; text: string }[];
}

/** The tooltip as HTML, every text escaped (names come from the data). */
export function itemTooltipHtml(tooltip: ItemTooltip, mutedColor: string): string {
  const details = (tooltip.details ?? []).map((detail) => tooltipDetail(detail.title, detail.text, mutedColor)).join('');
  const header = tooltip.header === undefined ? '' : tooltipHeader(tooltip.header);
  return `${header}${tooltipRow(tooltip.color, tooltip.name, tooltip.value)}${details}`;
}
