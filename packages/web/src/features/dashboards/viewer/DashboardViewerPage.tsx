import { EditOutlined, FullscreenExitOutlined, FullscreenOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { DownloadState, VizNode } from '@redbi/shared/domain';
import { Button, Space, Spin, theme, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { DownloadMenu } from '../../downloads/DownloadMenu';
import { vizActionsOf } from '../../vizs/vizActionRules';
import { useVizBrowser } from '../../vizs/vizBrowserContext';
import { VizStatusTag } from '../../vizs/VizStatusTag';
import { useDashboard } from '../dashboardQueries';
import type { BoardLoad } from '../runtime/boardData';
import { useFullscreen } from '../widgets/useFullscreen';
import { DashboardView } from './DashboardView';
import { linkPresets } from './linkPresets';
import '../../vizs/messages';
import '../messages';

/** A free board that fits the height gets the window below the page's header. */
const FREE_BOARD_HEIGHT = 'calc(100vh - 180px)';

/**
 * A dashboard opened in the viz area (…/vizs/:vizId): name, status, the board's load time and Publish /
 * Unpublish / Edit for those who manage it, a full-screen button, and the board. URL parameters preset
 * controllers by name (`?region=East&region=West`). A link with `?render=1` never comes here: it shows the
 * board alone (DashboardRenderPage, chosen by the app's routes).
 */
export function DashboardViewerPage({ node }: { node: VizNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { orgId, actions } = useVizBrowser();
  const [searchParams] = useSearchParams();
  const dashboard = useDashboard(orgId, node.id);
  const boardRef = useRef<HTMLDivElement>(null);
  const { fullscreen, toggle } = useFullscreen(boardRef);
  const [load, setLoad] = useState<BoardLoad>();
  const onLoad = useCallback((next: BoardLoad) => setLoad(next), []);
  const presets = useMemo(() => linkPresets(searchParams), [searchParams]);
  const offered = new Set(vizActionsOf(node));
  // The state in force, for a download (the board keeps it; the menu reads it when a format is picked).
  const boardState = useRef<() => DownloadState>(undefined);
  const chartWidgets = useMemo(
    () => (dashboard.data ? dashboard.data.config.widgets.filter((widget) => widget.type === 'chart' || widget.type === 'privateChart').map((widget) => ({ id: widget.id, name: widget.style.title.trim() || widget.name })) : []),
    [dashboard.data],
  );
  const manages = node.privileges.includes('manage');
  const free = dashboard.data?.config.layout === 'free';

  return (
    <section aria-label={node.name}>
      <div style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, flexWrap: 'wrap', marginBottom: token.marginXS }}>
        {/* A long name breaks anywhere rather than widen a phone's page. */}
        <Typography.Title level={3} style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
          {node.name}
        </Typography.Title>
        <VizStatusTag status={node.status} />
        {manages && load?.totalMs !== undefined && (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t('dashboards.viewer.loadTimes', { ms: Math.round(load.totalMs) })}
          </Typography.Text>
        )}
        <div style={{ flex: 1 }} />
        <Space wrap>
          {node.privileges.includes('download') && (
            <DownloadMenu
              vizType="dashboard"
              vizId={node.id}
              charts={chartWidgets}
              state={() => boardState.current?.() ?? { controllers: {}, linkage: [], drill: {}, params: {} }}
              width={() => boardRef.current?.clientWidth}
            />
          )}
          {offered.has('share') && (
            <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => actions.share(node)}>
              {t('vizs.action.share')}
            </Button>
          )}
          {offered.has('publish') && <Button onClick={() => void actions.publish(node)}>{t('vizs.action.publish')}</Button>}
          {offered.has('unpublish') && <Button onClick={() => void actions.unpublish(node)}>{t('vizs.action.unpublish')}</Button>}
          <Button icon={<FullscreenOutlined aria-hidden />} onClick={toggle}>
            {t('dashboards.board.fullscreen')}
          </Button>
          {offered.has('edit') && (
            <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => actions.edit(node)}>
              {t('vizs.action.edit')}
            </Button>
          )}
        </Space>
      </div>
      {dashboard.data?.description && <Typography.Paragraph type="secondary">{dashboard.data.description}</Typography.Paragraph>}
      {dashboard.error ? (
        <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : !dashboard.data ? (
        <Spin />
      ) : (
        <div
          ref={boardRef}
          style={{
            position: 'relative',
            height: fullscreen ? '100vh' : free ? FREE_BOARD_HEIGHT : undefined,
            overflow: fullscreen ? 'auto' : undefined,
            background: token.colorBgLayout,
            borderRadius: fullscreen ? 0 : token.borderRadiusLG,
          }}
        >
          {fullscreen && (
            <Button
              icon={<FullscreenExitOutlined />}
              aria-label={t('dashboards.board.exitFullscreen')}
              onClick={toggle}
              style={{ position: 'fixed', top: token.marginSM, insetInlineEnd: token.marginSM, zIndex: 10 }}
            />
          )}
          <DashboardView key={searchParams.toString()} dashboard={dashboard.data} mode="view" presets={presets} onLoad={onLoad} stateRef={boardState} />
        </div>
      )}
    </section>
  );
}
