import { EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { VizNode } from '@redbi/shared/domain';
import { Button, Card, Space, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DownloadMenu } from '../downloads/DownloadMenu';
import { LoadFailure } from '../../components/LoadFailure';
import { ChartView } from '../charts/ChartView';
import { useChartDrawing, useTableRequest } from '../charts/useChartDrawing';
import { searchOfVariables, variablesOfSearch, type VariableValues } from './chartVariables';
import { ChartVariablesBar } from './ChartVariablesBar';
import { vizActionsOf } from './vizActionRules';
import { useVizBrowser } from './vizBrowserContext';
import { useChart, useChartData } from './vizQueries';
import { VizStatusTag } from './VizStatusTag';
import './messages';

/** Tall enough for a table page or a legend below the plot; the chart fills the card's width. */
const CHART_HEIGHT = 520;

/**
 * A chart opened read-only (…/vizs/:vizId): name, status, description and the chart drawn with its data
 * as the caller may see it (a table pages and sorts on the server), with the values of its view's query
 * variables taken from the URL (?name=value, as a dashboard's jump passes them), shown, changed and
 * removed in a variables bar while there are any. Those who manage it also get Edit and Publish or Unpublish; those who may only view it get nothing
 * else to change.
 */
export function ChartViewerPage({ node }: { node: VizNode }) {
  const { t } = useTranslation();
  const { orgId, actions } = useVizBrowser();
  const chart = useChart(orgId, node.id);
  const table = useTableRequest();
  // The query-variable values are the page's URL parameters (?name=value&name=value2), as a jump sets them.
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const variables = useMemo(() => variablesOfSearch(new URLSearchParams(search)), [search]);
  const changeVariables = (values: VariableValues) => {
    table.toFirstPage();
    setSearchParams(searchOfVariables(values), { replace: true });
  };
  const frame = useChartData(orgId, node.id, Object.keys(variables).length > 0 ? { ...table.request, params: variables } : table.request);
  const drawing = useChartDrawing(frame, table);
  const offered = new Set(vizActionsOf(node));

  return (
    <section aria-label={node.name}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {node.name}
        </Typography.Title>
        <VizStatusTag status={node.status} />
        <div style={{ flex: 1 }} />
        <Space wrap>
          {node.privileges.includes('download') && (
            <DownloadMenu vizType="chart" vizId={node.id} state={() => ({ controllers: {}, linkage: [], drill: {}, params: variables })} />
          )}
          {offered.has('share') && (
            <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => actions.share(node)}>
              {t('vizs.action.share')}
            </Button>
          )}
          {offered.has('publish') && <Button onClick={() => void actions.publish(node)}>{t('vizs.action.publish')}</Button>}
          {offered.has('unpublish') && <Button onClick={() => void actions.unpublish(node)}>{t('vizs.action.unpublish')}</Button>}
          {offered.has('edit') && (
            <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => actions.edit(node)}>
              {t('vizs.action.edit')}
            </Button>
          )}
        </Space>
      </div>
      {chart.data?.description && <Typography.Paragraph type="secondary">{chart.data.description}</Typography.Paragraph>}
      {chart.data && Object.keys(variables).length > 0 && <ChartVariablesBar values={variables} onChange={changeVariables} />}
      {chart.error ? (
        <LoadFailure error={chart.error} onRetry={() => void chart.refetch()} />
      ) : !chart.data ? (
        <Spin />
      ) : (
        <Card styles={{ body: { height: CHART_HEIGHT, padding: 16 } }}>
          <ChartView config={chart.data.config} title={chart.data.name} {...drawing} />
        </Card>
      )}
    </section>
  );
}
