import type { SourceNode } from '@redbi/shared/domain';
import type { ResourceTreeOps } from '../../components/resourceTree/resourceTree';
import { useArchiveSource, useCreateSource, useDeleteSource, useMoveSource, useRestoreSource, useUpdateSource } from './sourceQueries';

/** The Sources tree's server calls, for the shared tree pieces. */
export function useSourceTreeOps(orgId: string): ResourceTreeOps<SourceNode> {
  const move = useMoveSource(orgId);
  const create = useCreateSource(orgId);
  const update = useUpdateSource(orgId);
  const archive = useArchiveSource(orgId);
  const restore = useRestoreSource(orgId);
  const remove = useDeleteSource(orgId);
  return {
    move: (placement) => move.mutate(placement),
    createFolder: (name, parentId) => create.mutateAsync({ isFolder: true, name, parentId }),
    renameFolder: (folder, name) => update.mutateAsync({ sourceId: folder.id, name, description: folder.description }),
    archive: (node) => archive.mutateAsync(node),
    restore: (node) => restore.mutateAsync(node),
    remove: (node) => remove.mutateAsync(node),
  };
}
