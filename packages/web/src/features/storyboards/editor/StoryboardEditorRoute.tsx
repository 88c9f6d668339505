import type { Storyboard } from '@redbi/shared/domain';
import { Spin } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { useVizTree } from '../../vizs/vizQueries';
import { storyboardPaths } from '../storyboardPaths';
import { useStoryboard } from '../storyboardQueries';
import { StoryboardEditor } from './StoryboardEditor';

/**
 * …/vizs/storyboards/:storyboardId/edit: the storyboard editor, full width. Only for those who may save it
 * (Manage, as the server sent its privileges): others are taken to the storyboard. Saving as another
 * storyboard continues in that one's editor; closing goes back to the storyboard.
 */
export function StoryboardEditorRoute({ orgId }: { orgId: string }) {
  const { storyboardId = '' } = useParams();
  const navigate = useNavigate();
  const paths = storyboardPaths(orgId);
  const storyboard = useStoryboard(orgId, storyboardId);
  const tree = useVizTree(orgId);

  const failed = storyboard.error ?? tree.error;
  if (failed) return <LoadFailure error={failed} onRetry={() => void Promise.all([storyboard.refetch(), tree.refetch()])} />;
  if (!storyboard.data || !tree.data) return <Spin />;
  if (!storyboard.data.privileges.includes('manage')) return <Navigate to={paths.open(storyboardId)} replace />;

  const onSaved = (saved: Storyboard) => {
    if (saved.id !== storyboardId) void navigate(paths.edit(saved.id), { replace: true });
  };
  return (
    <StoryboardEditor
      key={storyboard.data.id}
      orgId={orgId}
      storyboard={storyboard.data}
      nodes={tree.data}
      onSaved={onSaved}
      onPlay={() => void navigate(paths.play(storyboardId))}
      onClose={() => void navigate(paths.open(storyboardId))}
    />
  );
}
