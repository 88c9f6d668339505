import type { SourceNode } from '@redbi/shared/domain';
import { useResourceActions, type ResourceActions } from '../../components/resourceTree/useResourceActions';
import { useSourceTreeOps } from './useSourceTreeOps';

/** What a user does to the nodes of the Sources tree; render `holder` once. */
export function useSourceActions(orgId: string, nodes: readonly SourceNode[], selectedId: string | undefined): SourceActions {
  const ops = useSourceTreeOps(orgId);
  return useResourceActions({ section: 'sources', basePath: `/organizations/${orgId}/sources`, nodes, selectedId, ops, editTab: 'settings' });
}

export type SourceActions = ResourceActions<SourceNode>;
