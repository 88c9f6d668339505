/** The two designed themes; the chart background is transparent over the card in both. */
export type ChartThemeName = 'light' | 'dark';

export interface ChartTheme {
  name: ChartThemeName;
  /** Main text (titles, values): WCAG AA on the card. */
  text: string;
  /** Secondary text (axis labels, legends). */
  textMuted: string;
  axisLine: string;
  splitLine: string;
  /** The card the chart sits on (the server paints it behind PNGs). */
  surface: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tableHeader: string;
  tableStripe: string;
  tableBorder: string;
  positive: string;
  negative: string;
  fontFamily: string;
}

const fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif";

export const chartThemes: Record<ChartThemeName, ChartTheme> = {
  light: {
    name: 'light',
    text: '#1F2329',
    textMuted: '#5B6270',
    axisLine: '#C9CDD4',
    splitLine: '#EBEDF0',
    surface: '#FFFFFF',
    tooltipBackground: 'rgba(255,255,255,0.96)',
    tooltipBorder: '#E5E6EB',
    tableHeader: '#F5F6F8',
    tableStripe: '#FAFBFC',
    tableBorder: '#E5E6EB',
    positive: '#1E8E3E',
    negative: '#D93026',
    fontFamily,
  },
  dark: {
    name: 'dark',
    text: '#E6E8EB',
    textMuted: '#A3A9B3',
    axisLine: '#4A4F57',
    splitLine: '#2E3238',
    surface: '#141414',
    tooltipBackground: 'rgba(32,34,38,0.96)',
    tooltipBorder: '#3A3F47',
    tableHeader: '#1F2226',
    tableStripe: '#1A1C1F',
    tableBorder: '#30343A',
    positive: '#5CC98A',
    negative: '#FF7066',
    fontFamily,
  },
};

export const chartThemeOf = (name: ChartThemeName): ChartTheme => chartThemes[name];
