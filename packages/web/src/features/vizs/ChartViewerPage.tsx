import { EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { ChartData } from '@redbi/charts';
import type { VizNode } from '@redbi/shared/domain';
import { Button, Card, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../app/errors/reportError';
import { LoadFailure } from '../../components/LoadFailure';
import { ChartView } from '../charts/ChartView';
import { searchOfVariables, variablesOfSearch, type VariableValues } from './chartVariables';
import { ChartVariablesBar } from './ChartVariablesBar';
import { vizActionsOf } from './vizActionRules';
import { useVizBrowser } from './vizBrowserContext';
import { useChart, useChartData, type ChartDataRequestInput } from './vizQueries';
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
  const [request, setRequest] = useState<ChartDataRequestInput>({});
  // The query-variable values are the page's URL parameters (?name=value&name=value2), as a jump sets them.
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const variables = useMemo(() => variablesOfSearch(new URLSearchParams(search)), [search]);
  const changeVariables = (values: VariableValues) => {
    setRequest((current) => ({ ...current, pageNo: 1 }));
    setSearchParams(searchOfVariables(values), { replace: true });
  };
  const frame = useChartData(orgId, node.id, Object.keys(variables).length > 0 ? { ...request, params: variables } : request);
  const data = useMemo<ChartData | undefined>(
    () => frame.data && { columns: frame.data.columns, rows: frame.data.rows, total: frame.data.pageInfo.total, pageNo: frame.data.pageInfo.pageNo, pageSize: frame.data.pageInfo.pageSize },
    [frame.data],
  );
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
          <ChartView
            config={chart.data.config}
            data={data}
            loading={frame.isFetching}
            error={frame.error ? messageOf(frame.error) : undefined}
            onRetry={() => void frame.refetch()}
            onTablePage={(pageNo, pageSize) => setRequest((current) => ({ ...current, pageNo, pageSize }))}
            onTableSort={(uid, order) => setRequest((current) => ({ ...current, pageNo: 1, sort: order ? { uid, order } : undefined }))}
            title={chart.data.name}
          />
        </Card>
      )}
    </section>
  );
}
