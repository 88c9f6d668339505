import type { Dataframe } from '@redbi/shared/query';
import { Alert, Empty, Flex, Tabs, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../app/errors/reportError';
import { ResultsGrid } from '../../../components/resultsGrid/ResultsGrid';
import { ChartView } from '../../charts/ChartView';
import type { useWorkbenchQuery } from '../useWorkbenchQuery';
import { useWorkbench } from '../workbenchContext';
import { hasFields } from '../workbenchState';
import { SqlPane } from './SqlPane';
import { titledFrame } from './titledFrame';

type WorkbenchQuery = ReturnType<typeof useWorkbenchQuery>;

/** The chart's area, below the tabs: the page less the shell, the workbench header and the tab bar. */
const CHART_AREA_HEIGHT = 'max(360px, calc(100vh - 260px))';

/** Why there is no chart to draw yet: no view, no field, or an expensive view waiting for Run. */
function usePreviewHint(query: WorkbenchQuery): ReactNode {
  const { t } = useTranslation();
  const { view, state } = useWorkbench();
  if (!view) return <Empty description={t('workbench.preview.chooseView')} />;
  if (!hasFields(state.draft.config)) return <Empty description={t('workbench.preview.noFields')} />;
  if (query.waiting) return <Alert type="info" showIcon message={t('workbench.preview.expensive')} />;
  return undefined;
}

/** How many rows came (and whether from the cache), and the raw rows with columns named by field. */
function RowsPane({ frame }: { frame: Dataframe | undefined }) {
  const { t } = useTranslation();
  const { state, definition } = useWorkbench();
  if (!frame) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.preview.notRun')} />;
  return (
    <Flex vertical gap="small">
      <Flex gap="small">
        <Typography.Text type="secondary">{t('workbench.preview.summary', { count: frame.rows.length })}</Typography.Text>
        {frame.cached && <Tag>{t('workbench.preview.cached')}</Tag>}
      </Flex>
      <ResultsGrid frame={titledFrame(frame, state.draft.config, definition)} height={480} />
    </Flex>
  );
}

/**
 * The right side of the workbench: the chart drawn from the unsaved config, the raw rows, and the generated
 * SQL, one click apart. Query errors show the database's message inside the chart area, with a retry.
 */
export function ChartPreview({ query }: { query: WorkbenchQuery }) {
  const { t } = useTranslation();
  const { state, dispatch } = useWorkbench();
  const [tab, setTab] = useState('chart');
  const hint = usePreviewHint(query);

  const chart = (
    <Flex vertical gap="small" style={{ height: CHART_AREA_HEIGHT }}>
      {query.stale && query.frame && <Alert type="info" showIcon banner message={t('workbench.preview.stale')} />}
      <div style={{ flex: 1, minHeight: 0 }}>
        {hint === undefined ? (
          <ChartView
            config={query.drawnConfig}
            data={query.data}
            loading={query.loading}
            error={query.error ? messageOf(query.error) : undefined}
            onRetry={query.retry}
            onTablePage={query.onTablePage}
            onTableSort={(uid, order) => dispatch({ type: 'updateField', uid, patch: { sort: order ? { order } : undefined } })}
            title={state.draft.name}
          />
        ) : (
          <Flex align="center" justify="center" style={{ height: '100%' }}>
            {hint}
          </Flex>
        )}
      </div>
    </Flex>
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      style={{ height: '100%' }}
      items={[
        { key: 'chart', label: t('workbench.tabs.chart'), children: chart },
        { key: 'rows', label: t('workbench.tabs.rows'), children: <RowsPane frame={query.frame} /> },
        {
          key: 'sql',
          label: t('workbench.tabs.sql'),
          children: (
            <div style={{ height: CHART_AREA_HEIGHT }}>
              <SqlPane ran={query.frame !== undefined} script={query.frame?.script} />
            </div>
          ),
        },
      ]}
    />
  );
}
