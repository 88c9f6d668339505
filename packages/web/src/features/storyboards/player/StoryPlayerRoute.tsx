import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSpinner } from '../../../components/PageSpinner';
import { usePageTitle } from '../../../components/usePageTitle';
import { storyboardPaths } from '../storyboardPaths';
import { useStoryboard } from '../storyboardQueries';
import { StoryPageView } from './StoryPageView';
import { StoryPlayer } from './StoryPlayer';
import '../messages';

/** …/vizs/storyboards/:storyboardId/play: the player over the whole window, pages fetched as the signed-in user. */
export function StoryPlayerRoute({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { storyboardId } = useParams();
  const navigate = useNavigate();
  const storyboard = useStoryboard(orgId, storyboardId);
  usePageTitle(storyboard.data?.name ?? t('storyboards.listLabel'));
  if (storyboard.error) return <LoadFailure error={storyboard.error} onRetry={() => void storyboard.refetch()} />;
  if (!storyboard.data) return <PageSpinner />;
  if (!storyboardId) return <Result status="404" subTitle={t('storyboards.notFound')} />;
  const exit = () => void navigate(storyboardPaths(orgId).open(storyboardId));
  return (
    <StoryPlayer
      storyboard={storyboard.data}
      fullScreenOnStart
      onExit={exit}
      renderPage={(page) => <StoryPageView key={page.id} orgId={orgId} page={page} />}
    />
  );
}
