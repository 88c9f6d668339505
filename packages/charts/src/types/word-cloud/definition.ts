import type { ChartDefinition } from '../../chartDefinition';
import { exactly } from '../../common/dataSections';
import { buildWordCloudOption } from './buildOption';
import { wordCloudMessages, wordCloudSections, wordCloudSettingGroups } from './settings';

/** datart's word-cloud (reference/datart.md §4), laid out by our own code so the server can draw it. */
export const wordCloudChart: ChartDefinition = {
  id: 'word-cloud',
  name: { en: 'Word cloud', zh: '词云' },
  icon: 'CloudOutlined',
  group: 'other',
  sections: wordCloudSections,
  requirements: { dimensions: exactly(1), metrics: exactly(1) },
  settings: { version: 1, groups: wordCloudSettingGroups },
  messages: wordCloudMessages,
  buildOption: buildWordCloudOption,
};
