import type { XAXisComponentOption, YAXisComponentOption } from 'echarts';
import type { ChartContext } from '../chartDefinition';
import type { SettingValues } from '../settings/settingValues';
import type { ChartTheme } from '../theme/chartTheme';
import { widestLabel } from './textWidth';

/** An axis option that may sit on either side (a bar chart's category axis is its y axis). */
export type CartesianAxisOption = XAXisComponentOption & YAXisComponentOption;

/** Which axis settings group an axis follows: the one of its place on screen (horizontal → xAxis). */
export type AxisSettingsGroup = 'xAxis' | 'yAxis';

/** Width the plot gets when the drawing area is unknown (a typical dashboard cell), and what the side labels take. */
const DEFAULT_WIDTH = 600;
const SIDE_ALLOWANCE = 80;
/** Rotated labels are truncated at this width; side labels (bars) at a quarter of the width within these bounds. */
const ROTATED_LABEL_WIDTH = 120;
const SIDE_LABEL_WIDTH = { min: 60, max: 160 } as const;
/** The rotation 'auto' turns to when labels would not fit side by side. */
const AUTO_ROTATION = 30;
/**
 * A slot at least this wide takes a long label on two lines rather than turn every label: six genres on a
 * dashboard cell read level ('Alternative / & Punk'), forty artists turn. Every label is then shown
 * (interval 0): ECharts would thin them by their unbroken width.
 */
const WRAP_SLOT = 56;
const LINE_HEIGHT = 1.25;

/** Axis lines, ticks and text in the theme's low-contrast colours (reference/visual.md). */
function axisStyle(theme: ChartTheme, fontSize: number) {
  return {
    axisLine: { lineStyle: { color: theme.axisLine } },
    axisTick: { show: false },
    nameTextStyle: { color: theme.textMuted, fontSize },
  };
}

/**
 * The rotation of category labels: the xAxis.rotate setting, or with 'auto' none while the widest label
 * (truncated labels at most ROTATED_LABEL_WIDTH) fits its slot, and AUTO_ROTATION when it would not.
 */
export function labelRotation(setting: string, widest: number, slot: number): number {
  if (setting !== 'auto') return Number(setting);
  return Math.min(widest, ROTATED_LABEL_WIDTH) + 8 > slot ? AUTO_ROTATION : 0;
}

export interface CategoryAxisInput {
  labels: readonly string[];
  group: AxisSettingsGroup;
  settings: SettingValues;
  theme: ChartTheme;
  context: ChartContext;
  /** The dimension's title, shown when the group's showTitle is on. */
  title: string;
  /** Bars sit between ticks; lines start on the axis. */
  boundaryGap: boolean;
  /** How many categories the plot shows at once (fewer than all when zoomed in). */
  visible: number;
  /**
   * The categories are a sequence (dates at a level): readers fill in the labels between, so 'auto' keeps
   * them level and whole, every few shown (ECharts' interval), instead of turning and cutting them all.
   */
  sequence?: boolean;
}

/**
 * A category axis whose labels never overlap (hideOverlap and ECharts' automatic interval), rotate only per
 * the setting or when they would not fit (never by themselves on a date sequence; a long label in a wide
 * enough slot takes two lines instead), and are truncated when long (the tooltip shows the full text).
 */
export function categoryAxis(input: CategoryAxisInput): CartesianAxisOption {
  const { settings, group, theme } = input;
  const fontSize = settings.num(`${group}.fontSize`);
  const plotWidth = (input.context.width ?? DEFAULT_WIDTH) - SIDE_ALLOWANCE;
  const along = group === 'xAxis';
  const slot = plotWidth / Math.max(1, input.visible);
  const widest = widestLabel(input.labels, fontSize);
  const setting = settings.str('xAxis.rotate');
  const turned = along ? (input.sequence && setting === 'auto' ? 0 : labelRotation(setting, widest, slot)) : 0;
  const wrapped = setting === 'auto' && turned > 0 && slot >= WRAP_SLOT && widest <= 2 * (slot - 8);
  const rotate = wrapped ? 0 : turned;
  const width = wrapped
    ? slot - 8
    : !along
    ? Math.min(SIDE_LABEL_WIDTH.max, Math.max(SIDE_LABEL_WIDTH.min, plotWidth / 4))
    : rotate
      ? ROTATED_LABEL_WIDTH
      : input.sequence
        ? Math.ceil(widest) + 4
        : Math.max(slot - 4, SIDE_LABEL_WIDTH.min);
  const labelHeight = rotate ? Math.sin((rotate * Math.PI) / 180) * Math.min(widest, width) + fontSize : wrapped ? 2 * LINE_HEIGHT * fontSize : fontSize;
  return {
    type: 'category',
    data: input.labels as string[],
    boundaryGap: input.boundaryGap,
    show: settings.bool(`${group}.show`),
    inverse: !along,
    ...axisStyle(theme, fontSize),
    ...(settings.bool(`${group}.showTitle`) ? { name: input.title, nameLocation: along ? 'middle' : 'end', nameGap: along ? labelHeight + 12 : 8 } : {}),
    axisLabel: { color: theme.textMuted, fontSize, rotate, hideOverlap: true, width, ...(wrapped ? { overflow: 'break', lineHeight: Math.round(LINE_HEIGHT * fontSize), interval: 0 } : { overflow: 'truncate' }) },
    splitLine: { show: false },
  };
}

export interface ValueAxisInput {
  group: AxisSettingsGroup;
  settings: SettingValues;
  theme: ChartTheme;
  /** The metrics' titles, shown when the group's showTitle is on. */
  title: string;
  /** Writes a tick (axisNumberFormatter of the first metric's format, or percent for percentage stacks). */
  formatter: (value: number) => string;
  /** Gridlines across the plot (yAxis.splitLine; off for double-y's second axis). */
  splitLine: boolean;
  min?: number;
  max?: number;
  /** Double-y's axes stand left and right. */
  position?: 'left' | 'right';
}

/** A value axis with ticks abbreviated by locale and low-contrast gridlines. */
export function valueAxis(input: ValueAxisInput): CartesianAxisOption {
  const { settings, group, theme } = input;
  const fontSize = settings.num(`${group}.fontSize`);
  const along = group === 'xAxis';
  const rotation = along ? settings.str('xAxis.rotate') : 'auto';
  return {
    type: 'value',
    show: settings.bool(`${group}.show`),
    ...axisStyle(theme, fontSize),
    axisLine: { show: false },
    ...(input.position ? { position: input.position } : {}),
    ...(input.min === undefined ? {} : { min: input.min }),
    ...(input.max === undefined ? {} : { max: input.max }),
    ...(settings.bool(`${group}.showTitle`)
      ? { name: input.title, nameLocation: along ? 'middle' : 'end', nameGap: along ? fontSize + 16 : 12, nameTextStyle: { color: theme.textMuted, fontSize, align: input.position === 'right' ? 'right' : 'left' } }
      : {}),
    axisLabel: { color: theme.textMuted, fontSize, hideOverlap: true, rotate: rotation === 'auto' ? 0 : Number(rotation), formatter: input.formatter },
    splitLine: { show: input.splitLine, lineStyle: { color: theme.splitLine } },
  };
}
