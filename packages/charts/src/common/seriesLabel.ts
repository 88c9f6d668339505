import type { SettingValues } from '../settings/settingValues';
import type { ChartTheme } from '../theme/chartTheme';

export type LabelPosition = 'top' | 'bottom' | 'right' | 'inside';

/**
 * Value labels per the label settings: shown or not, their size, written by `formatter` (the metric's
 * format). Labels inside bars take ECharts' automatic contrast colour; outside ones the theme's text.
 */
export function seriesLabel(settings: SettingValues, theme: ChartTheme, position: LabelPosition, formatter: (value: number, dataIndex: number) => string) {
  return {
    show: settings.bool('label.show'),
    position,
    fontSize: settings.num('label.fontSize'),
    ...(position === 'inside' ? {} : { color: theme.text }),
    formatter: (params: { value?: unknown; dataIndex: number }) => (typeof params.value === 'number' ? formatter(params.value, params.dataIndex) : ''),
  };
}

/** Labels that would collide are hidden rather than drawn over each other. */
export const labelLayout = { hideOverlap: true } as const;

/**
 * Labels inside stacked bars show only where they fit their bar: a label wider or taller than its segment
 * would spill over its neighbours (ECharts has no 'hide' here; a zero font size draws nothing).
 */
export const insideLabelLayout = (params: { rect: { width: number; height: number }; labelRect: { width: number; height: number } }) =>
  params.labelRect.width > params.rect.width || params.labelRect.height > params.rect.height ? { hideOverlap: true, fontSize: 0 } : { hideOverlap: true };
