import { widgetNeedsData } from '@redbi/charts';
import type { WidgetOf } from '@redbi/shared/domain';
import { useEffect, useMemo } from 'react';
import { useLocale } from '../../../app/i18n/locale';
import { useResolvedTheme } from '../../../app/theme/themeStore';
import { ChartMessage } from '../../charts/ChartMessage';
import { ChartError } from '../../charts/ChartStates';
import { drawChart } from '../../charts/drawChart';
import { RichText } from '../../charts/RichText';
import type { WidgetViewProps } from '../boardContract';
import { chartDataOf } from '../../charts/frameData';
import { richTextChartConfig } from './richTextChart';

/**
 * Rich text: sanitised HTML with its `{{placeholders}}` filled from the widget's answer (richTextChart.ts),
 * drawn as the rich-text chart draws it but without a chart's chrome, so it fits a line of the board.
 */
export function RichTextWidgetView({ widget, data, onPainted }: WidgetViewProps<WidgetOf<'richText'>>) {
  const locale = useLocale();
  const theme = useResolvedTheme();
  const config = useMemo(() => richTextChartConfig(widget), [widget]);
  const context = useMemo(() => ({ theme, locale }), [theme, locale]);
  const drawing = useMemo(() => drawChart(config, data.frame && chartDataOf(data.frame), context), [config, data.frame, context]);
  const answered = data.frame !== undefined && !data.loading;
  useEffect(() => {
    if (answered) onPainted?.();
  }, [answered, onPainted]);
  // Text that quotes a view waits for its values rather than show empty placeholders.
  if (widgetNeedsData(widget) && !data.frame) return null;
  if ('failure' in drawing) return <ChartError message={drawing.failure} />;
  const { output } = drawing;
  if (output.kind === 'richtext') return <RichText output={output} config={config} context={context} />;
  if (output.kind === 'message') return <ChartMessage output={output} config={config} />;
  return null;
}
