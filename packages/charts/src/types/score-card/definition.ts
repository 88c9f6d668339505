import type { ChartDefinition } from '../../chartDefinition';
import { buildScoreCardOption } from './buildOption';
import { scoreCardMessages } from './messages';
import { scoreCardSections } from './sections';
import { scoreCardSettingGroups } from './settings';

/** The score card: one metric as one large number (datart's react-scorecard). */
export const scoreCardChart: ChartDefinition = {
  id: 'score-card',
  name: { en: 'Score card', zh: '指标卡' },
  icon: 'FieldNumberOutlined',
  group: 'other',
  sections: [scoreCardSections.metrics, scoreCardSections.filters],
  requirements: { dimensions: { min: 0, max: 0 }, metrics: { min: 1, max: 1 } },
  settings: { version: 1, groups: scoreCardSettingGroups },
  messages: scoreCardMessages,
  buildOption: buildScoreCardOption,
};
