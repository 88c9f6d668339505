import type { ChartDefinition } from '../../chartDefinition';
import { buildRichTextOption } from './buildOption';
import { richTextMessages } from './messages';
import { richTextSections } from './sections';
import { richTextSettingGroups } from './settings';

/**
 * Rich text (datart's react-rich-text): HTML written in the style panel that may quote the first row of
 * its fields. Without fields there is no query (the default buildQuery answers undefined) and the text is
 * drawn as written.
 */
export const richTextChart: ChartDefinition = {
  id: 'rich-text',
  name: { en: 'Rich text', zh: '富文本' },
  icon: 'FileTextOutlined',
  group: 'other',
  sections: [richTextSections.dimensions, richTextSections.metrics, richTextSections.filters],
  requirements: { dimensions: { min: 0, max: Infinity }, metrics: { min: 0, max: Infinity } },
  settings: { version: 1, groups: richTextSettingGroups },
  messages: richTextMessages,
  buildOption: buildRichTextOption,
};
