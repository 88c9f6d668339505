import { memberRoutes, roleRoutes } from '@redbi/shared/api';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { abilitiesKey } from '../orgs/abilities';

/** Everything the query layer holds about one organisation (members, roles, abilities, permissions …). */
const orgKey = (orgId: string) => ['orgs', orgId] as const;
export const membersKey = (orgId: string) => [...orgKey(orgId), 'members'] as const;
export const rolesKey = (orgId: string) => [...orgKey(orgId), 'roles'] as const;
const userSearchKey = (orgId: string, keyword: string) => [...orgKey(orgId), 'userSearch', keyword] as const;

/** The fewest characters worth a user search. */
export const USER_SEARCH_MIN_CHARS = 2;

/** GET /orgs/:orgId/members: the members with their roles. */
export const useMembers = (orgId: string) =>
  useQuery({ queryKey: membersKey(orgId), queryFn: () => api(memberRoutes.list, { params: { orgId } }) });

/** GET /orgs/:orgId/roles: the roles with their members' ids. */
export const useRoles = (orgId: string) =>
  useQuery({ queryKey: rolesKey(orgId), queryFn: () => api(roleRoutes.list, { params: { orgId } }) });

/**
 * GET /orgs/:orgId/users/search: existing users to invite (owners only; people of the user's organisations,
 * or one user by their exact username or e-mail); nothing under 2 characters. The server rate-limits it.
 */
export const useUserSearch = (orgId: string, keyword: string) =>
  useQuery({
    queryKey: userSearchKey(orgId, keyword),
    queryFn: ({ signal }) => api(memberRoutes.searchUsers, { params: { orgId }, query: { keyword }, signal }),
    enabled: keyword.length >= USER_SEARCH_MIN_CHARS,
    meta: { silent: true },
  });

/**
 * After a change of members, roles or owners: members, roles, the user's abilities there and anything else
 * of that organisation (permissions by role …) are fetched again, as is the list of organisations (owner flag).
 */
export const refreshOrgPeople = (queryClient: QueryClient, orgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orgKey(orgId) }),
    queryClient.invalidateQueries({ queryKey: abilitiesKey(orgId) }),
    queryClient.invalidateQueries({ queryKey: ['orgs'], exact: true }),
  ]);
