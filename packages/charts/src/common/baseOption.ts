import type { EChartsOption } from 'echarts';
import type { ChartContext } from '../chartDefinition';
import type { SettingValues } from '../settings/settingValues';
import { chartThemeOf, type ChartTheme } from '../theme/chartTheme';
import { paletteOf } from '../theme/palettes';

/**
 * What every ECharts-drawn type shares (reference/visual.md): a transparent background over the card, the
 * theme's text colours and font, the palette, the title from the title settings, ECharts' aria description
 * switched on, a themed tooltip, and no animation when the server draws (context.width set by the renderer
 * is not a signal; `animation` follows `static`).
 */
export function baseOption(context: ChartContext, settings: SettingValues, options: { static?: boolean } = {}): EChartsOption & { color: string[] } {
  const theme = chartThemeOf(context.theme);
  const has = (key: string) => key in settings.raw;
  const option: EChartsOption & { color: string[] } = {
    backgroundColor: 'transparent',
    color: [...paletteOf(has('palette.name') ? settings.str('palette.name') : 'redbi')],
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    aria: { enabled: true, decal: { show: false } },
    animation: !options.static,
    tooltip: tooltipStyle(theme),
  };
  if (has('title.show') && settings.bool('title.show') && settings.str('title.text')) {
    option.title = {
      text: settings.str('title.text'),
      left: settings.str('title.align'),
      textStyle: { color: theme.text, fontSize: settings.num('title.fontSize'), fontWeight: 600 },
    };
  }
  return option;
}

export function tooltipStyle(theme: ChartTheme) {
  return {
    backgroundColor: theme.tooltipBackground,
    borderColor: theme.tooltipBorder,
    textStyle: { color: theme.text, fontFamily: theme.fontFamily, fontSize: 12 },
    confine: true,
  } as const;
}

/** The top offset the plot leaves for a shown title. */
export const titleOffset = (settings: SettingValues): number =>
  'title.show' in settings.raw && settings.bool('title.show') && settings.str('title.text') ? settings.num('title.fontSize') + 20 : 0;
