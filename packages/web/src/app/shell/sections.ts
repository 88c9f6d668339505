/** The main navigation of spec §2, in order; each is a route under /organizations/:orgId. */
export const sections = ['vizs', 'views', 'sources', 'schedules', 'members', 'permissions', 'settings'] as const;
export type Section = (typeof sections)[number];
