import type { FormatLocale } from '../format/numberFormat';
import type { NestedMessages } from '../i18n/chartMessages';

/** Texts only the server-drawn SVG shows, read through chartText as its `extra` catalogue. */
export const svgMessages: Record<FormatLocale, NestedMessages> = {
  en: { svg: { moreRows: '… {{count}} more rows', moreColumns: '… {{count}} more columns', moreRowsAndColumns: '… {{rows}} more rows and {{columns}} more columns' } },
  zh: { svg: { moreRows: '… 还有 {{count}} 行', moreColumns: '… 还有 {{count}} 列', moreRowsAndColumns: '… 还有 {{rows}} 行、{{columns}} 列' } },
};
