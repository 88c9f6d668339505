import type { FormatLocale } from '../../format/numberFormat';

/** Labels of the pivot table's own settings (flat keys of the `charts` catalogue; '_' is a group's title). */
export const pivotMessages: Record<FormatLocale, Record<string, string>> = {
  en: {
    'settings.pivot._': 'Pivot table',
    'settings.pivot.subtotals': 'Subtotals of the first row field',
    'settings.pivot.totals': 'Total row and column',
  },
  zh: {
    'settings.pivot._': '透视表',
    'settings.pivot.subtotals': '按第一个行字段小计',
    'settings.pivot.totals': '总计行与总计列',
  },
};
