import type { GeoComponentOption, TitleComponentOption, VisualMapComponentOption } from 'echarts';
import type { ChartContext } from '../chartDefinition';
import { chartText } from '../i18n/chartMessages';
import type { LocationMatch, MatchedRegion } from '../maps/matchLocations';
import type { SettingValues } from '../settings/settingValues';
import type { ChartTheme } from '../theme/chartTheme';
import { sequentialRamp } from '../theme/palettes';
import { scaleEndFormatter } from './axisNumber';
import { titleOffset } from './baseOption';
import { NARROW_WIDTH } from './chartLegend';
import { toNumber, type PlacedField } from './chartFields';
import { geoMapMessages } from './geoMapSettings';
import { infoLines } from './infoLines';
import { itemTooltipHtml } from './itemTooltip';
import { tooltipHeader } from './tooltipHtml';

/** The pieces of the region and scatter maps: the map itself, its colour scale, the unmatched note, tooltips. */

const EDGE = 12;
/** Room under the map for the colour scale and the note of places not on the map. */
const FOOTER = 40;
/**
 * On narrow cells the note stands on a line of its own over the colour scale's bar and its end labels
 * (which ECharts sets about 50 px up), and the map keeps clear of it.
 */
const NOTE_OVER_SCALE = 58;
const STACKED_FOOTER = NOTE_OVER_SCALE + 26;
/** The width the colour scale takes with its end labels, which the note beside it must leave free. */
const SCALE_ROOM = 220;
const UNMATCHED_NAMES = 3;

/**
 * Where the note of places not on the map goes: beside the colour scale, or on a narrow cell (where both
 * would collide) on a line of its own above it; and the room under the map the two leave.
 */
function footerOf(match: LocationMatch, settings: SettingValues, context: ChartContext) {
  const width = context.width ?? 800;
  const scale = settings.bool('map.visualMap');
  const stacked = match.unmatchedRows > 0 && scale && width < NARROW_WIDTH;
  return { bottom: stacked ? STACKED_FOOTER : FOOTER, noteBottom: stacked ? NOTE_OVER_SCALE : 4, noteWidth: Math.max(80, width - 2 * EDGE - (scale && !stacked ? SCALE_ROOM : 0)) };
}

/** ECharts shows the region names of this GeoJSON property (maps/geoJson.ts): the locale's. */
export const nameProperty = (context: ChartContext) => (context.locale === 'zh' ? 'name_zh' : 'name_en');

/** A region's value: its rows' values of the metric summed (one row per region when the query grouped by it). */
export function regionValue(field: PlacedField, entry: MatchedRegion): number | null {
  const values = entry.rows.map((row) => toNumber(field.values[row])).filter((value): value is number => value !== null);
  return values.length ? values.reduce((sum, value) => sum + value, 0) : null;
}

/**
 * How the map is drawn, for a map series (filled regions) and a geo component (under points) alike: regions
 * in the theme's empty colour with card-coloured borders, fitted into the free box, names in the locale
 * outlined in the card's colour so they read on any fill.
 */
export function mapArea(match: LocationMatch, settings: SettingValues, theme: ChartTheme, context: ChartContext) {
  // Under points the label setting is the points': region names would collide with theirs.
  const regionLabels = match.layer.draw === 'regions' && settings.bool('label.show');
  return {
    map: match.layer.map,
    nameProperty: nameProperty(context),
    roam: settings.bool('map.roam'),
    top: titleOffset(settings) + EDGE,
    bottom: footerOf(match, settings, context).bottom,
    left: EDGE,
    right: EDGE,
    itemStyle: { areaColor: theme.splitLine, borderColor: theme.surface, borderWidth: 0.6 },
    label: { show: regionLabels, color: theme.text, fontSize: settings.num('label.fontSize'), textBorderColor: theme.surface, textBorderWidth: 2 },
    emphasis: { itemStyle: { areaColor: theme.axisLine }, label: { show: true, color: theme.text } },
    select: { disabled: true },
    // ECharts adds the South China Sea inset to a map called 'china', named in Chinese only.
    ...(match.layer.map === 'china' && context.locale === 'en' ? { nameMap: { 南海诸岛: 'South China Sea Islands' } } : {}),
  } satisfies GeoComponentOption;
}

/**
 * The colour scale of a metric: the sequential ramp from low to high. On dark cards the ramp runs the other
 * way, so high values stand out bright; on light ones it starts one step in, so the lowest value is not
 * mistaken for a region without data.
 */
export function colorScale(values: readonly number[], metric: PlacedField, settings: SettingValues, theme: ChartTheme, context: ChartContext, dimension?: number): VisualMapComponentOption {
  const low = values.length ? Math.min(...values) : 0;
  const high = values.length ? Math.max(...values) : 1;
  const formatter = scaleEndFormatter(metric.field.format, context.locale, Math.max(Math.abs(low), Math.abs(high)));
  const colors = theme.name === 'dark' ? [...sequentialRamp].reverse() : sequentialRamp.slice(1);
  return {
    type: 'continuous',
    show: settings.bool('map.visualMap'),
    min: low,
    max: high > low ? high : low + 1,
    calculable: true,
    orient: 'horizontal',
    left: EDGE,
    bottom: 8,
    itemWidth: 12,
    itemHeight: 140,
    inRange: { color: colors },
    textStyle: { color: theme.textMuted, fontSize: 12 },
    formatter: ((value: number) => formatter(value)) as never,
    seriesIndex: 0,
    ...(dimension === undefined ? {} : { dimension }),
  };
}

/**
 * 'Not on the map: 3 (Atlantis, Mars)', in the corner under the map (above the colour scale on narrow
 * cells); none when every row found its place.
 */
export function unmatchedNote(match: LocationMatch, settings: SettingValues, theme: ChartTheme, context: ChartContext): TitleComponentOption | undefined {
  if (match.unmatchedRows === 0) return undefined;
  const footer = footerOf(match, settings, context);
  const { locale } = context;
  const shown = match.unmatchedNames.slice(0, UNMATCHED_NAMES).join(', ');
  const rest = match.unmatchedNames.length - UNMATCHED_NAMES;
  const names = rest > 0 ? chartText(locale, 'text.map.more', { names: shown, count: rest }, geoMapMessages[locale]) : shown;
  return {
    text: '',
    subtext: `${chartText(locale, 'text.unmatched')}${locale === 'zh' ? '：' : ': '}${match.unmatchedRows}${names ? ` (${names})` : ''}`,
    right: EDGE,
    bottom: footer.noteBottom,
    subtextStyle: { color: theme.textMuted, fontSize: 12, width: footer.noteWidth, overflow: 'truncate' },
  };
}

/** The tooltip of a place: its name, the metric's value in its format, then size and info fields. */
export function placeTooltip(entries: readonly MatchedRegion[], fields: { metric: PlacedField; size?: PlacedField; info: readonly PlacedField[] }, theme: ChartTheme, context: ChartContext) {
  return (params: { dataIndex?: number; name?: string; color?: string }) => {
    const entry = params.dataIndex === undefined ? undefined : entries[params.dataIndex];
    if (!entry) return params.name ? tooltipHeader(params.name) : '';
    const { metric, size, info } = fields;
    const sizeLine = size ? [{ title: size.title, text: size.format(regionValue(size, entry)) }] : [];
    return itemTooltipHtml(
      {
        header: entry.region.names[context.locale],
        color: params.color ?? theme.textMuted,
        name: metric.title,
        value: metric.format(regionValue(metric, entry)),
        details: [...sizeLine, ...infoLines(info, entry.rows)],
      },
      theme.textMuted,
    );
  };
}
