import type { PieSeriesOption, TitleComponentOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../chartDefinition';
import type { FormatLocale } from '../format/numberFormat';
import { chartText } from '../i18n/chartMessages';
import type { SettingValues } from '../settings/settingValues';
import { chartThemeOf, type ChartTheme } from '../theme/chartTheme';
import { baseOption } from './baseOption';
import { distinctColors } from './distinctColors';
import { doughnutCentre } from './doughnutCentre';
import { infoLines } from './infoLines';
import { itemTooltipHtml } from './itemTooltip';
import { noRowsMessage } from './noRows';
import { pieFamilyMessages, pieFamilySections } from './pieFamilySettings';
import { minLabelAngle, MIN_LABEL_ANGLE } from './pieLabelRoom';
import { pieRings, type PieRing } from './pieRings';
import { shareOf, type Slice } from './pieSlices';
import { readableTextOn } from './readableText';
import { roundLayout, scaledRadius } from './roundLayout';
import { labelLayout } from './seriesLabel';
import { shareText } from './shareText';

/** How the family cuts its circle: a pie from the centre, a doughnut around a hole, a rose by value. */
export type PieVariant = 'pie' | 'doughnut' | 'rose';
const cuts: Record<PieVariant, { inner: number; roseType?: 'radius' }> = {
  pie: { inner: 0 },
  doughnut: { inner: 0.58 },
  rose: { inner: 0.12, roseType: 'radius' },
};

/** Outer radius (percent of half the shorter side): outside labels need room around the circle. */
const OUTER_WITH_LABELS_OUTSIDE = 66;
const OUTER_WITH_LABELS_INSIDE = 80;
const RING_GAP = 1.5;

type LabelParams = { seriesIndex?: number; dataIndex: number };

/** An inner ring is a narrow band: its labels show the figures only (the tooltip names the slice), on wide slices. */
const INNER_RING_MIN_LABEL_ANGLE = 18;

/** A slice's label: its category, value and share, as the label settings choose, on one or two lines. */
function sliceLabelText(settings: SettingValues, ring: PieRing, dataIndex: number, locale: FormatLocale, innerRing = false): string {
  const slice = ring.slices[dataIndex];
  if (!slice) return '';
  const figures = [
    ...(settings.bool('label.showValue') ? [ring.formatAt(dataIndex)] : []),
    ...(settings.bool('label.showPercent') ? [shareText(shareOf(slice.value, ring.slices), locale)] : []),
  ];
  const figureText = figures.length === 2 ? `${figures[0]} (${figures[1]})` : (figures[0] ?? '');
  if (innerRing && figureText) return figureText;
  return [settings.bool('label.showName') ? slice.name : '', figureText].filter(Boolean).join('\n');
}

function sliceLabel(settings: SettingValues, theme: ChartTheme, ring: PieRing, inside: boolean, locale: FormatLocale, innerRing: boolean) {
  return {
    show: settings.bool('label.show'),
    position: inside ? ('inside' as const) : ('outside' as const),
    fontSize: settings.num('label.fontSize'),
    lineHeight: Math.round(settings.num('label.fontSize') * 1.3),
    // Inside a slice each label takes the colour that reads on its fill (set per slice); outside, the theme's text.
    color: theme.text,
    formatter: (params: LabelParams) => sliceLabelText(settings, ring, params.dataIndex, locale, innerRing),
  };
}

/**
 * Pie, doughnut and rose: each ring one series, slices coloured by their category's value (a category
 * keeps its colour when filters change, neighbours never share one), Other in a neutral grey, labels that
 * hide rather than overlap (on short cells only the largest slices' outside labels), inside labels in the
 * colour that reads on their slice, a doughnut's total in its hole, and a tooltip with the category, the
 * series, the value in the metric's format and the share.
 */
export function buildPieFamilyOption(input: ChartBuildInput, variant: PieVariant): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { settings, context } = input;
  const { locale } = context;
  const theme = chartThemeOf(context.theme);
  const sort = settings.str('pie.sort') === 'none' ? 'none' : 'desc';
  const { rings, info } = pieRings(pieFamilySections, input, { maxSlices: settings.num('pie.maxSlices'), sort });
  if (rings[0]!.slices.length === 0) return { kind: 'message', messageKey: 'text.noData' };
  const base = baseOption(context, settings);
  const names = rings[0]!.slices.filter((slice) => !slice.other).map((slice) => slice.name);
  const colors = new Map(distinctColors(names, base.color).map((color, index) => [names[index]!, color]));
  const colorOf = (slice: Slice) => (slice.other ? theme.axisLine : (colors.get(slice.name) ?? theme.axisLine));
  const layout = roundLayout(settings, theme, context, rings[0]!.slices.map((slice) => slice.name));
  const outsideLabels = settings.bool('label.show') && settings.str('label.position') === 'outside';
  const outer = outsideLabels ? OUTER_WITH_LABELS_OUTSIDE : OUTER_WITH_LABELS_INSIDE;
  const cut = cuts[variant];
  const band = (outer * (1 - cut.inner)) / rings.length;
  const lineHeight = Math.round(settings.num('label.fontSize') * 1.3);
  const labelLines = settings.bool('label.showName') && (settings.bool('label.showValue') || settings.bool('label.showPercent')) ? 2 : 1;
  const plotHeight = (context.height ?? 500) - layout.box.top - layout.box.bottom;
  const centre = variant === 'doughnut' && rings.length === 1 ? doughnutCentre(rings[0]!, layout, Number.parseFloat(scaledRadius(outer * cut.inner, layout)), context, theme) : undefined;
  const titles = [...(base.title ? [base.title as TitleComponentOption] : []), ...(centre ? [centre] : [])];
  const series: PieSeriesOption[] = rings.map((ring, index) => {
    // The first metric is the outer ring, the only one that can hang its labels outside.
    const bandIndex = rings.length - 1 - index;
    const inside = !outsideLabels || index > 0;
    const from = outer * cut.inner + band * bandIndex + (bandIndex > 0 ? RING_GAP : 0);
    return {
      type: 'pie',
      name: ring.title,
      center: layout.center,
      radius: [scaledRadius(from, layout), scaledRadius(outer * cut.inner + band * (bandIndex + 1), layout)],
      ...(cut.roseType ? { roseType: cut.roseType } : {}),
      data: ring.slices.map((slice) => ({
        name: slice.name,
        value: slice.value,
        itemStyle: { color: colorOf(slice) },
        ...(inside ? { label: { color: readableTextOn(colorOf(slice)) } } : {}),
      })),
      label: sliceLabel(settings, theme, ring, inside, locale, index > 0),
      labelLine: { show: !inside, lineStyle: { color: theme.axisLine }, length: 10, length2: 14 },
      labelLayout,
      avoidLabelOverlap: true,
      minShowLabelAngle: index > 0 ? INNER_RING_MIN_LABEL_ANGLE : inside ? MIN_LABEL_ANGLE : minLabelAngle(ring.slices.map((slice) => slice.value), labelLines, lineHeight, plotHeight),
      itemStyle: { borderColor: theme.surface, borderWidth: 1, ...(variant === 'doughnut' ? { borderRadius: 4 } : {}) },
      emphasis: { scale: true, scaleSize: 6, label: { fontWeight: 600 } },
    };
  });
  const share = chartText(locale, 'text.pie.share', {}, pieFamilyMessages[locale]);
  const formatter = (params: { seriesIndex?: number; dataIndex: number }) => {
    const ring = rings[params.seriesIndex ?? 0];
    const slice = ring?.slices[params.dataIndex];
    if (!ring || !slice) return '';
    return itemTooltipHtml(
      {
        header: slice.name,
        color: colorOf(slice),
        name: ring.title,
        value: ring.formatAt(params.dataIndex),
        details: [{ title: share, text: shareText(shareOf(slice.value, ring.slices), locale) }, ...(slice.other ? [] : infoLines(info, slice.rows))],
      },
      theme.textMuted,
    );
  };
  return {
    kind: 'echarts',
    option: {
      ...base,
      ...(titles.length ? { title: titles } : {}),
      ...(layout.legend ? { legend: layout.legend } : {}),
      tooltip: { ...base.tooltip, trigger: 'item', formatter: formatter as never },
      series,
    },
  };
}
