import { permissionRoutes } from '@redbi/shared/api';
import type { Abilities } from '@redbi/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import type { Section } from '../../app/shell/sections';

export const abilitiesKey = (orgId: string) => ['orgs', orgId, 'abilities'] as const;

/** What the server says the current user may do in an organisation (GET /orgs/:orgId/abilities). */
export const abilitiesQuery = (orgId: string) => ({ queryKey: abilitiesKey(orgId), queryFn: () => api(permissionRoutes.abilities, { params: { orgId } }) });
export const useAbilities = (orgId: string | undefined) => useQuery({ ...abilitiesQuery(orgId ?? ''), enabled: orgId !== undefined });

/** Which abilities open each area of the main navigation. */
export const sectionAllowed: Record<Section, (abilities: Abilities) => boolean> = {
  vizs: (a) => a.modules.viz,
  views: (a) => a.modules.view,
  sources: (a) => a.modules.source,
  schedules: (a) => a.modules.schedule,
  members: () => true,
  permissions: (a) => a.manageOrganization,
  settings: (a) => a.manageOrganization,
};
