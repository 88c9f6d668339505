import type { Abilities } from '@redbi/shared/domain';
import { StoryboardListPanel } from './StoryboardListPanel';
import { useStoryboardActions } from './useStoryboardActions';

/** The Storyboards tab of the Vizs page's side panel, with its own actions and dialogs. */
export function StoryboardsTab({ orgId, abilities }: { orgId: string; abilities: Abilities | undefined }) {
  const actions = useStoryboardActions(orgId);
  return (
    <>
      {actions.holder}
      <StoryboardListPanel orgId={orgId} abilities={abilities} actions={actions} />
    </>
  );
}
