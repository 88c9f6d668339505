import { Spin } from 'antd';
import { LoadFailure } from '../../../components/LoadFailure';
import { useView } from '../viewQueries';
import { ViewEditorForm } from './ViewEditorForm';

interface ViewEditorProps {
  orgId: string;
  /** The view to edit; without it, a new view in `parentId`. */
  viewId?: string;
  parentId?: string | null;
  onOpen: (id: string) => void;
}

/** …/views/:viewId (the view loaded first) or …/views/new?parentId=. */
export function ViewEditor({ orgId, viewId, parentId = null, onOpen }: ViewEditorProps) {
  if (viewId === undefined) return <ViewEditorForm orgId={orgId} parentId={parentId} onOpen={onOpen} />;
  return <SavedViewEditor orgId={orgId} viewId={viewId} onOpen={onOpen} />;
}

function SavedViewEditor({ orgId, viewId, onOpen }: { orgId: string; viewId: string; onOpen: (id: string) => void }) {
  const view = useView(orgId, viewId);
  if (view.error) return <LoadFailure error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) return <Spin />;
  return <ViewEditorForm orgId={orgId} view={view.data} parentId={view.data.parentId} onOpen={onOpen} />;
}
