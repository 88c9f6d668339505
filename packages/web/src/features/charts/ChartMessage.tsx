import { InfoCircleOutlined } from '@ant-design/icons';
import type { ChartOutput } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/locale';
import { chartMessageText } from './chartMessageText';
import { ChartNotice } from './ChartNotice';

/** Why there is no chart, where the chart would be: e.g. 'Metrics only allows number 1' (spec §5). */
export function ChartMessage({ output, config }: { output: Extract<ChartOutput, { kind: 'message' }>; config: ChartConfig }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return <ChartNotice role="status" icon={<InfoCircleOutlined />} title={chartMessageText(t, locale, config, output.messageKey, output.params)} />;
}
