import type { ViewNode } from '@redbi/shared/domain';
import type { ResourceTreeOps } from '../../components/resourceTree/resourceTree';
import { useArchiveView, useCreateView, useDeleteView, useMoveView, useRestoreView, useUpdateView } from './viewQueries';

/** The Views tree's server calls, for the shared tree pieces. */
export function useViewTreeOps(orgId: string): ResourceTreeOps<ViewNode> {
  const move = useMoveView(orgId);
  const create = useCreateView(orgId);
  const update = useUpdateView(orgId);
  const archive = useArchiveView(orgId);
  const restore = useRestoreView(orgId);
  const remove = useDeleteView(orgId);
  return {
    move: (placement) => move.mutate(placement),
    createFolder: (name, parentId) => create.mutateAsync({ isFolder: true, name, parentId }),
    renameFolder: (folder, name) => update.mutateAsync({ viewId: folder.id, name }),
    archive: (node) => archive.mutateAsync(node),
    restore: (node) => restore.mutateAsync(node),
    remove: (node) => remove.mutateAsync(node),
  };
}
