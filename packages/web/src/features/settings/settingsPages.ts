/** The sub-pages of Settings (spec §2), in menu order; each is a path segment under …/settings. */
export const settingsPages = ['variables', 'organization', 'migration', 'export', 'import'] as const;
export type SettingsSubPage = (typeof settingsPages)[number];

export const isSettingsPage = (value: string | undefined): value is SettingsSubPage => settingsPages.some((page) => page === value);

