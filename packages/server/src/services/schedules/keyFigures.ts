import { buildChart, type ScoreCardModel } from '@redbi/charts';
import type { Locale } from '@redbi/shared/i18n';
import type { ServiceContext } from '../serviceContext';
import type { ChartDataService } from '../vizs/chartData';
import { chartDataOf, firstPage } from '../vizs/chartImages';

/** A score card's key number as a report tells it in words (a robot's card): its label, its value, its change. */
export interface KeyFigure {
  label: string;
  value: string;
  /** '▲ +12.5% (+1.2K) vs previous month'; absent without a comparison. */
  change?: string;
}

const arrows: Record<NonNullable<ScoreCardModel['comparison']>['direction'], string> = { up: '▲', down: '▼', flat: '■' };

/** The key figure of a drawn score card (pure): its label (else the chart's name), value and change with its arrow. */
export function keyFigureOf(card: ScoreCardModel, chartName: string): KeyFigure {
  const { comparison } = card;
  const change = comparison && [arrows[comparison.direction], comparison.text, comparison.basis].filter(Boolean).join(' ');
  return { label: card.label || chartName, value: card.value, ...(change ? { change } : {}) };
}

/**
 * The key numbers of score cards in a schedule's report (issue 22: a robot's card carries them): the card
 * drawn as its reader sees it — the same data service as the chart's own data (View, row and column
 * permissions) and the same buildChart as the picture. Other chart types have none.
 */
export function createKeyFigures(ctx: Pick<ServiceContext, 'store'>, deps: { chartData: Pick<ChartDataService, 'load'> }) {
  return {
    async of(orgId: string, readerId: string, chartId: string, locale: Locale): Promise<KeyFigure | undefined> {
      const row = await ctx.store.vizs.find(chartId);
      if (row?.kind !== 'chart' || (JSON.parse(row.config) as { chartType?: string }).chartType !== 'score-card') return undefined;
      const chart = await deps.chartData.load(orgId, readerId, chartId, firstPage);
      const output = buildChart(chart.config, chartDataOf(chart.frame), { theme: 'light', locale, still: true });
      return output.kind === 'scorecard' ? keyFigureOf(output.card, chart.row.name) : undefined;
    },
  };
}

export type KeyFigures = ReturnType<typeof createKeyFigures>;
