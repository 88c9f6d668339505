import type { SharedContent, StoryPage } from '@redbi/shared/domain';
import { Empty } from 'antd';
import type { BoardDataSource } from '../features/dashboards/runtime/boardDataSource';
import { StoryPlayer } from '../features/storyboards/player/StoryPlayer';
import type { ShareConnection } from './shareConnection';
import { SharedChart } from './SharedChart';
import { SharedDashboard } from './SharedDashboard';

const PAGE_HEIGHT = '100%';

/** One page of a shared storyboard: its dashboard or chart from the opened share, its data through the share. */
export function SharedStoryPage({ page, content, connection, source }: { page: StoryPage; content: SharedContent; connection: ShareConnection; source: BoardDataSource }) {
  const dashboard = page.kind === 'dashboard' ? content.dashboards[page.vizId] : undefined;
  const chart = page.kind === 'chart' ? content.charts[page.vizId] : undefined;
  if (dashboard) return <SharedDashboard dashboard={dashboard} source={source} height={PAGE_HEIGHT} />;
  if (chart) return <SharedChart chart={chart} connection={connection} allowDownload={content.allowDownload} height={PAGE_HEIGHT} />;
  return <Empty style={{ marginTop: '20vh' }} description={page.name} />;
}

/**
 * A shared storyboard in the storyboard player (keys, carousel, transitions): each page drawn from the
 * share's content, the player's next one ahead and hidden (its data asked through the share while the page
 * before it is on show, once: it keeps its element when it comes on screen). No exit: the share is the
 * whole page.
 */
export function SharedStory({ content, connection, source }: { content: SharedContent; connection: ShareConnection; source: BoardDataSource }) {
  if (!content.storyboard) return null;
  return (
    <StoryPlayer
      storyboard={content.storyboard}
      renderPage={(page) => <SharedStoryPage key={page.id} page={page} content={content} connection={connection} source={source} />}
    />
  );
}
