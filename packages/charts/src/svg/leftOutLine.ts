import { chartText } from '../i18n/chartMessages';
import { chartThemeOf } from '../theme/chartTheme';
import { baselineIn, CELL_PADDING } from './gridLayout';
import { textElement, type SvgContext } from './svgDocument';
import { svgMessages } from './svgMessages';

/** What a cut table or pivot leaves out: rows below the height (or on other pages), columns past the width. */
export interface LeftOut {
  rows: number;
  columns: number;
}

/** The line under a cut table or pivot saying how many rows and columns are not drawn; none when all are. */
export function leftOutLine(context: SvgContext, leftOut: LeftOut, top: number, rowHeight: number, fontSize: number): string {
  const { rows, columns } = leftOut;
  if (rows <= 0 && columns <= 0) return '';
  const count = (value: number) => value.toLocaleString(context.locale === 'zh' ? 'zh-CN' : 'en-US');
  const [key, params] =
    rows > 0 && columns > 0
      ? ['svg.moreRowsAndColumns', { rows: count(rows), columns: count(columns) }]
      : rows > 0
        ? ['svg.moreRows', { count: count(rows) }]
        : ['svg.moreColumns', { count: count(columns) }];
  const text = chartText(context.locale, key, params, svgMessages[context.locale]);
  return textElement({ x: CELL_PADDING, y: baselineIn(top, rowHeight, fontSize), fill: chartThemeOf(context.theme).textMuted, 'font-size': fontSize }, text);
}
