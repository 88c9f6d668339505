import { createTranslator } from '@redbi/shared/i18n';
import type { ChartOutput } from '../chartDefinition';
import type { FormatLocale } from '../format/numberFormat';
import { chartText } from '../i18n/chartMessages';
import { chartThemeOf } from '../theme/chartTheme';
import { textElement, type SvgContext } from './svgDocument';
import { wrapText } from './svgText';

type MessageOutput = Extract<ChartOutput, { kind: 'message' }>;

const FONT_SIZE = 14;

/**
 * A message output in words: its key is one of the `charts` catalogue ('text.noRows'), or a requirement
 * of the shared catalogue ('validation.onlyAllows', 'validation.allowedRange') whose `section` parameter
 * is itself a `charts` key ('requirement.metrics') and is translated first.
 */
export function messageText(output: MessageOutput, locale: FormatLocale): string {
  const params = { ...output.params };
  if (typeof params.section === 'string') params.section = chartText(locale, params.section);
  const fromCharts = chartText(locale, output.messageKey, params);
  return fromCharts !== output.messageKey ? fromCharts : createTranslator(locale)(output.messageKey, params);
}

/** The message, muted and centred where the chart would be, wrapped to the width. */
export function messageSvg(output: MessageOutput, context: SvgContext): string {
  const lines = wrapText(messageText(output, context.locale), Math.max(FONT_SIZE, context.width - 32), FONT_SIZE);
  const lineHeight = FONT_SIZE * 1.5;
  const top = (context.height - lines.length * lineHeight) / 2;
  const fill = chartThemeOf(context.theme).textMuted;
  return lines
    .map((line, index) =>
      textElement({ x: context.width / 2, y: top + index * lineHeight + lineHeight / 2 + FONT_SIZE * 0.35, 'text-anchor': 'middle', 'font-size': FONT_SIZE, fill }, line),
    )
    .join('');
}
