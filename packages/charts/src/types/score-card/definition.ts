import type { ChartDefinition } from '../../chartDefinition';
import { buildDefaultQuery } from '../../query/buildQuery';
import { buildScoreCardOption } from './buildOption';
import { scoreCardMessages } from './messages';
import { scoreCardExtraQueries } from './scoreQueries';
import { scoreCardSections } from './sections';
import { scoreCardSettingGroups } from './settings';

/** The main query asks the metric and the target in one row: the date field serves only the extra queries. */
const mainQuerySections = [scoreCardSections.metrics, scoreCardSections.target, scoreCardSections.filters];

/**
 * The score card: one metric as one large number (datart's react-scorecard), with a comparison against the
 * previous period or a target and a sparkline (Superset's Big Number with Trendline, Metabase's Trend).
 */
export const scoreCardChart: ChartDefinition = {
  id: 'score-card',
  name: { en: 'Score card', zh: '指标卡' },
  icon: 'FieldNumberOutlined',
  group: 'other',
  sections: [scoreCardSections.metrics, scoreCardSections.target, scoreCardSections.date, scoreCardSections.filters],
  requirements: { dimensions: { min: 0, max: 0 }, metrics: { min: 1, max: 1 } },
  settings: { version: 1, groups: scoreCardSettingGroups },
  messages: scoreCardMessages,
  buildQuery: (config, viewId) => buildDefaultQuery({ ...scoreCardChart, sections: mainQuerySections }, config, viewId),
  extraQueries: scoreCardExtraQueries,
  buildOption: buildScoreCardOption,
};
