import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { chartThemeOf } from '../../theme/chartTheme';
import { tableFieldsOf } from '../table/tableFields';
import { fillPlaceholders } from './fillPlaceholders';
import { sanitizeRichText } from './sanitizeRichText';
import { richTextSections } from './sections';

/**
 * Rich text: the content with the first row's values filled in, sanitised; drawn in the theme's text colour.
 * Without content, a hint where to write it.
 */
export function buildRichTextOption({ config, settings, data, context }: ChartBuildInput): ChartOutput {
  const fields = [richTextSections.dimensions, richTextSections.metrics].flatMap((section) => tableFieldsOf(config, section, data, context.locale));
  const content = settings.str('content.html');
  // Nothing written yet: say where to write, never a blank area.
  if (content.trim() === '') return { kind: 'message', messageKey: 'text.richTextEmpty' };
  const html = sanitizeRichText(fillPlaceholders(content, fields, data.rows[0]));
  return {
    kind: 'richtext',
    html,
    style: { color: chartThemeOf(context.theme).text, fontSize: settings.num('text.fontSize'), lineHeight: settings.num('text.lineHeight') },
  };
}
