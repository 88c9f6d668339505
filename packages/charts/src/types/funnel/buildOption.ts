import type { FunnelSeriesOption, TitleComponentOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { baseOption } from '../../common/baseOption';
import { distinctColors } from '../../common/distinctColors';
import { infoLines } from '../../common/infoLines';
import { itemTooltipHtml } from '../../common/itemTooltip';
import { noRowsMessage } from '../../common/noRows';
import { pieRings, type PieRing } from '../../common/pieRings';
import { readableTextOn } from '../../common/readableText';
import type { Slice } from '../../common/pieSlices';
import { roundLayout } from '../../common/roundLayout';
import { labelLayout } from '../../common/seriesLabel';
import { shareText } from '../../common/shareText';
import { chartText } from '../../i18n/chartMessages';
import { chartThemeOf } from '../../theme/chartTheme';
import { conversionRate } from './conversion';
import { labelledMinSize, labelLinesThatFit } from './labelRoom';
import { funnelMessages, funnelSections } from './settings';

const FUNNEL_GAP = 24;
/** Where a funnel sits in its slot (shares of the slot): centred, or leaving room on the right for outside labels. */
const PLACEMENT = { inside: { offset: 0.1, width: 0.8 }, outside: { offset: 0.05, width: 0.65 } };

/**
 * The funnel: stages sorted from the largest down, coloured by their name (each stage its own colour), each labelled with its value and
 * its conversion rate; several metrics draw funnels side by side over the same stages. Without a dimension
 * the metrics are the stages (visits → sign-ups → orders).
 */
export function buildFunnelOption(input: ChartBuildInput): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { settings, context } = input;
  const { locale } = context;
  const theme = chartThemeOf(context.theme);
  const { rings: funnels, info } = pieRings(funnelSections, input, { maxSlices: settings.num('funnel.maxStages'), sort: 'desc' });
  if (funnels[0]!.slices.length === 0) return { kind: 'message', messageKey: 'text.noData' };
  const base = baseOption(context, settings);
  const stageColors = new Map(distinctColors(funnels[0]!.slices.map((stage) => stage.name), base.color).map((color, index) => [funnels[0]!.slices[index]!.name, color]));
  const colorOf = (stage: Slice) => stageColors.get(stage.name) ?? base.color[0]!;
  const layout = roundLayout(settings, theme, context, funnels[0]!.slices.map((stage) => stage.name));
  const basis = settings.str('funnel.conversion') === 'previous' ? 'previous' : 'first';
  const rateText = (funnel: PieRing, index: number) => {
    const rate = conversionRate(funnel.slices, index, basis);
    return rate === null ? '–' : shareText(rate, locale);
  };
  const outside = settings.str('label.position') === 'outside';
  const width = context.width ?? 800;
  const slot = (width - layout.box.left - layout.box.right - FUNNEL_GAP * (funnels.length - 1)) / funnels.length;
  const percentOfWidth = (pixels: number) => `${((pixels / width) * 100).toFixed(2)}%`;
  const placement = PLACEMENT[outside ? 'outside' : 'inside'];
  const leftOf = (index: number) => layout.box.left + index * (slot + FUNNEL_GAP) + slot * placement.offset;
  const fontSize = settings.num('label.fontSize');
  const lineHeight = Math.round(fontSize * 1.3);
  const plotHeight = (context.height ?? 400) - layout.box.top - layout.box.bottom - (funnels.length > 1 ? 22 : 0);
  // A label gets the lines its stage has room for: name and figures, the name alone, or none (too thin to read).
  const fittingLines = labelLinesThatFit(plotHeight, funnels[0]!.slices.length, settings.num('funnel.gap'), lineHeight);
  const labelText = (funnel: PieRing, dataIndex: number) => {
    const stage = funnel.slices[dataIndex];
    if (!stage) return '';
    const figures = [...(settings.bool('label.showValue') ? [funnel.formatAt(dataIndex)] : []), ...(settings.bool('label.showConversion') ? [rateText(funnel, dataIndex)] : [])];
    return [stage.name, figures.join(' · ')].filter(Boolean).slice(0, fittingLines).join('\n');
  };
  const inside = !outside && settings.bool('label.show') && fittingLines > 0;
  // The Other stage sums the long tail: drawn as narrow as the smallest stage shown, so the funnel still
  // narrows; its label and tooltip give its true value.
  const drawnValue = (funnel: PieRing, stage: Slice) =>
    stage.other ? Math.min(...funnel.slices.filter((shown) => !shown.other).map((shown) => shown.value)) : stage.value;
  const series: FunnelSeriesOption[] = funnels.map((funnel, index) => ({
    type: 'funnel',
    name: funnel.title,
    left: percentOfWidth(leftOf(index)),
    width: percentOfWidth(slot * placement.width),
    top: layout.box.top + (funnels.length > 1 ? 22 : 0),
    bottom: layout.box.bottom,
    sort: 'none',
    gap: settings.num('funnel.gap'),
    // Inside labels need room in the narrowest stages (labelRoom.ts).
    minSize: `${(100 * (inside ? labelledMinSize(funnel.slices.map((stage, at) => ({ value: drawnValue(funnel, stage), label: labelText(funnel, at) })), slot * placement.width, fontSize) : 0.08)).toFixed(1)}%`,
    // Inside, each label takes the text colour that reads on its stage's fill.
    data: funnel.slices.map((stage) => ({ name: stage.name, value: drawnValue(funnel, stage), itemStyle: { color: colorOf(stage) }, ...(inside ? { label: { color: readableTextOn(colorOf(stage)) } } : {}) })),
    label: {
      show: settings.bool('label.show') && fittingLines > 0,
      position: outside ? 'right' : 'inside',
      fontSize,
      lineHeight,
      color: theme.text,
      formatter: (params: { dataIndex: number }) => labelText(funnel, params.dataIndex),
    },
    labelLine: { show: outside, lineStyle: { color: theme.axisLine } },
    labelLayout,
    itemStyle: { borderColor: theme.surface, borderWidth: 1 },
    emphasis: { label: { fontWeight: 600 } },
  }));
  const conversion = chartText(locale, 'text.funnel.conversion', {}, funnelMessages[locale]);
  const formatter = (params: { seriesIndex?: number; dataIndex: number }) => {
    const funnel = funnels[params.seriesIndex ?? 0];
    const stage = funnel?.slices[params.dataIndex];
    if (!funnel || !stage) return '';
    const details = [{ title: conversion, text: rateText(funnel, params.dataIndex) }, ...infoLines(info, stage.rows)];
    return itemTooltipHtml({ header: stage.name, color: colorOf(stage), name: funnel.title, value: funnel.formatAt(params.dataIndex), details }, theme.textMuted);
  };
  // Side by side, each funnel is named above it.
  const titles =
    funnels.length > 1
      ? funnels.map((funnel, index) => ({
          text: funnel.title,
          left: percentOfWidth(leftOf(index) + (slot * placement.width) / 2),
          top: layout.box.top,
          textAlign: 'center' as const,
          textStyle: { color: theme.textMuted, fontSize: 12, fontWeight: 'normal' as const },
        }))
      : [];
  return {
    kind: 'echarts',
    option: {
      ...base,
      ...(titles.length ? { title: [...(base.title ? [base.title as TitleComponentOption] : []), ...titles] } : {}),
      ...(layout.legend ? { legend: layout.legend } : {}),
      tooltip: { ...base.tooltip, trigger: 'item', formatter: formatter as never },
      series,
    },
  };
}
