import type { TitleComponentOption } from 'echarts';
import type { ChartContext } from '../chartDefinition';
import { chartText } from '../i18n/chartMessages';
import { textWidth } from '../svg/svgText';
import type { ChartTheme } from '../theme/chartTheme';
import type { PieRing } from './pieRings';
import type { RoundLayout } from './roundLayout';

const LARGEST = 28;
const SMALLEST = 12;
const CAPTION_SIZE = 12;

/**
 * A doughnut's hole holds its total, as doughnuts on a dashboard are read (Metabase draws it so): the
 * ring's total large, 'Total' under it, sized to the hole, or nothing when the hole is too small for it.
 * `innerRadius`: the hole's radius in ECharts' percent of half the shorter side, as the series has it.
 */
export function doughnutCentre(ring: PieRing, layout: RoundLayout, innerRadius: number, context: ChartContext, theme: ChartTheme): TitleComponentOption | undefined {
  const shorter = Math.min(context.width ?? 800, context.height ?? 500);
  const hole = ((innerRadius / 100) * shorter) / 2;
  const text = ring.totalText();
  const widthAtOne = textWidth(text, 1, true);
  const size = Math.floor(Math.min(LARGEST, hole * 0.7, widthAtOne > 0 ? (hole * 1.5) / widthAtOne : LARGEST));
  if (size < SMALLEST) return undefined;
  return {
    text,
    subtext: chartText(context.locale, 'text.total'),
    left: layout.center[0],
    top: layout.center[1],
    textAlign: 'center',
    textVerticalAlign: 'middle',
    itemGap: 2,
    textStyle: { color: theme.text, fontSize: size, fontWeight: 600, fontFamily: theme.fontFamily },
    subtextStyle: { color: theme.textMuted, fontSize: CAPTION_SIZE, fontFamily: theme.fontFamily },
  };
}
