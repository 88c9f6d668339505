import type { SharedContent } from '@redbi/shared/domain';
import { Empty, Typography, theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/PageSpinner';
import { preloadableComponent } from '../components/preloadableComponent';
import { usePageTitle } from '../components/usePageTitle';
import { RENDER_PARAMETER } from '../features/dashboards/viewer/renderLink';
import { ShareConnection } from './shareConnection';
import { shareBoardDataSource } from './shareDataSources';
import { SharedChart } from './SharedChart';
import { SharedDashboard } from './SharedDashboard';

/** The storyboard player loads only for a storyboard: the whole page, a spinner until its code has come. */
const SharedStory = preloadableComponent(() => import('./SharedStory').then((module) => module.SharedStory), { fallback: <PageSpinner />, throwLoadError: true });

/** The share's downloads, a chunk of their own for the shares that allow them. */
const ShareDownloads = preloadableComponent(() => import('./ShareDownloads').then((module) => module.ShareDownloads));

/** The strip above the content: the share's name (and its downloads). */
const HEADER_HEIGHT = 48;
const CONTENT_HEIGHT = `calc(100vh - ${HEADER_HEIGHT}px)`;
/** A chart sits in a padded area below the header. */
const CHART_HEIGHT = `calc(100vh - ${HEADER_HEIGHT + 32}px)`;

/**
 * An opened share's content: its dashboard, its chart or its storyboard, every call through the share
 * session (renewed silently when it runs out; `onLost` when the share has gone or no longer lets the viewer in).
 */
export function SharedContentView({ token, content, onLost }: { token: string; content: SharedContent; onLost: (error: unknown) => void }) {
  const { t } = useTranslation();
  const { token: design } = theme.useToken();
  usePageTitle(content.name);
  const connection = useMemo(() => new ShareConnection(token, content, onLost), [token, content, onLost]);
  const source = useMemo(() => shareBoardDataSource(connection), [connection]);
  const dashboard = Object.values(content.dashboards)[0];
  const chart = Object.values(content.charts)[0];
  const [searchParams] = useSearchParams();

  // Render mode (a download's picture, drawn by the server's browser): the dashboard, or a storyboard's
  // dashboard page, alone.
  if (searchParams.get(RENDER_PARAMETER) === '1') {
    const page = content.storyboard?.config.pages.find((candidate) => candidate.id === searchParams.get('page'));
    const shown = content.vizType === 'storyboard' ? (page && page.kind === 'dashboard' ? content.dashboards[page.vizId] : undefined) : dashboard;
    if (!shown) return <Empty style={{ marginTop: '20vh' }} description={t('sharePage.empty')} />;
    return (
      <main style={{ background: design.colorBgLayout }}>
        <SharedDashboard dashboard={shown} source={source} height="auto" render />
      </main>
    );
  }

  let body: ReactNode;
  if (content.vizType === 'dashboard' && dashboard) body = <SharedDashboard dashboard={dashboard} source={source} height={CONTENT_HEIGHT} />;
  // The header's Download menu offers the chart's data and pictures (a storyboard's chart pages keep the image button).
  else if (content.vizType === 'chart' && chart) body = <SharedChart chart={chart} connection={connection} allowDownload={false} height={CHART_HEIGHT} />;
  else if (content.vizType === 'storyboard' && content.storyboard) body = <SharedStory.Component content={content} connection={connection} source={source} />;
  else return <Empty style={{ marginTop: '20vh' }} description={t('sharePage.empty')} />;

  if (content.vizType === 'storyboard') return body;
  return (
    <main style={{ minHeight: '100vh', background: design.colorBgLayout }}>
      <header style={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', padding: `0 ${design.paddingLG}px`, background: design.colorBgContainer, borderBottom: `1px solid ${design.colorBorderSecondary}` }}>
        <Typography.Title level={4} style={{ margin: 0, flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {content.name}
        </Typography.Title>
        {content.allowDownload && <ShareDownloads.Component connection={connection} content={content} />}
      </header>
      <div style={{ padding: content.vizType === 'chart' ? 16 : 0 }}>{body}</div>
    </main>
  );
}
