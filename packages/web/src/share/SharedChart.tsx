import { DownloadOutlined } from '@ant-design/icons';
import type { BoardChart } from '@redbi/shared/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../app/i18n/locale';
import { useResolvedTheme } from '../app/theme/themeStore';
import { ChartView } from '../features/charts/ChartView';
import { useChartDrawing, useTableRequest } from '../features/charts/useChartDrawing';
import type { ShareConnection } from './shareConnection';
import { downloadSharedChartImage, fetchSharedChartData } from './shareDataSources';

/**
 * A shared chart drawn as the chart viewer draws it (a table pages and sorts on the server), its data read
 * through the share; a download button when the sharer allowed downloads.
 */
export function SharedChart({ chart, connection, allowDownload, height }: { chart: BoardChart; connection: ShareConnection; allowDownload: boolean; height: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useResolvedTheme();
  const table = useTableRequest();
  const frame = useQuery({
    queryKey: ['share', connection.token, 'chart', chart.id, table.request],
    queryFn: ({ signal }) => fetchSharedChartData(connection, chart.id, table.request, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const download = useMutation({ mutationFn: () => downloadSharedChartImage(connection, chart, { theme, locale }) });
  const drawing = useChartDrawing(frame, table);
  return (
    <div style={{ height, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {allowDownload && (
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
            {t('sharePage.download')}
          </Button>
        </div>
      )}
      <div style={{ flex: 1, minHeight: 0 }}>
        <ChartView config={chart.config} title={chart.name} {...drawing} />
      </div>
    </div>
  );
}
