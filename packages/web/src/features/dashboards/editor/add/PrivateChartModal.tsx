import type { ChartConfig } from '@redbi/shared/domain';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../../components/PageSpinner';
import { preloadableComponent } from '../../../../components/preloadableComponent';

/** The chart workbench is its own chunk; the board editor loads it when a private chart is opened (a failed load reaches the error page). */
const ChartWorkbench = preloadableComponent(() => import('../../../workbench/ChartWorkbench').then((module) => module.ChartWorkbench), { fallback: <PageSpinner />, throwLoadError: true });

export interface PrivateChartDraft {
  /** The widget's name (a new one's is chosen before the workbench opens). */
  name: string;
  viewId?: string;
  config?: ChartConfig;
}

interface PrivateChartModalProps {
  orgId: string;
  chart: PrivateChartDraft;
  onDone: (result: { viewId: string; config: ChartConfig }) => void;
  onClose: () => void;
}

/**
 * A private chart (stored in the board, not in the viz tree) built in the chart workbench, full screen over
 * the board editor. Its Save hands the view and config back; Close asks first if there are unsaved changes.
 */
export function PrivateChartModal({ orgId, chart, onDone, onClose }: PrivateChartModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      footer={null}
      closable={false}
      keyboard={false}
      maskClosable={false}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ content: { minHeight: '100vh', borderRadius: 0 } }}
      destroyOnHidden
    >
      {/* The workbench's header names the chart; the modal has no title of its own. */}
      <ChartWorkbench.Component orgId={orgId} onClose={onClose} embedded={{ name: t('boardEditor.privateChart.title', { name: chart.name }), viewId: chart.viewId, config: chart.config, onDone }} />
    </Modal>
  );
}
