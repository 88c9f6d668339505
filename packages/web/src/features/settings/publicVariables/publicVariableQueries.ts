import { variableRoutes } from '@redbi/shared/api';
import type { VariableInput } from '@redbi/shared/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/apiClient';

/* Every view of the organisation knows them, so the views' queries hold them too (under 'orgs', orgId). */
const publicVariablesKey = (orgId: string) => ['orgs', orgId, 'variables'] as const;

/** GET /orgs/:orgId/variables: the public variables (values per subject for owners); a failure shows in place. */
export const usePublicVariables = (orgId: string) =>
  useQuery({
    queryKey: publicVariablesKey(orgId),
    queryFn: () => api(variableRoutes.list, { params: { orgId } }),
    meta: { silent: true },
  });

/** POST …/variables (owner); the dialog shows a refusal under its field. */
export function useCreatePublicVariable(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variable: VariableInput) => api(variableRoutes.create, { params: { orgId }, body: variable }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicVariablesKey(orgId) }),
  });
}

/** PUT …/variables/:variableId (owner): the variable and its values per subject. */
export function useUpdatePublicVariable(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variableId, variable }: { variableId: string; variable: VariableInput }) =>
      api(variableRoutes.update, { params: { orgId, variableId }, body: variable }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicVariablesKey(orgId) }),
  });
}

/** DELETE …/variables/:variableId (owner). */
export function useDeletePublicVariable(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variableId: string) => api(variableRoutes.delete, { params: { orgId, variableId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicVariablesKey(orgId) }),
  });
}
