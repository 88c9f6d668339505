import type { ChartContext, TableModel } from '../../chartDefinition';
import { chartThemeOf } from '../../theme/chartTheme';

/** A table's colours come from the theme (header, stripe, border), its text size from the text settings. */
export function tableStyleOf(context: ChartContext, text: { fontSize: number; lineHeight: number; stripe: boolean }): TableModel['style'] {
  const theme = chartThemeOf(context.theme);
  return {
    headerBackground: theme.tableHeader,
    headerColor: theme.text,
    border: theme.tableBorder,
    color: theme.text,
    ...(text.stripe ? { stripe: theme.tableStripe } : {}),
    fontSize: text.fontSize,
    lineHeight: text.lineHeight,
  };
}
