import type { Abilities } from '@redbi/shared/domain';

/** The abilities the server sends an organisation's owner. */
export const ownerAbilities: Abilities = {
  orgId: 'o1',
  isOwner: true,
  manageOrganization: true,
  modules: { source: true, view: true, viz: true, schedule: true },
  manageTop: ['viz', 'storyboard', 'view', 'source', 'schedule'],
};
