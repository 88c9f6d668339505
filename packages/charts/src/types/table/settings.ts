import type { SettingGroup } from '../../settings/settingControls';
import { textSettings } from '../../common/commonSettings';
import { colorScales } from './conditionalColors';

/** Rows per page: the query pages on the server (buildQuery.ts), the table shows one page at a time. */
export const tablePageSizes = ['20', '50', '100', '500', '1000'] as const;

/** Column widths in px; 'auto' fits each column to its content. */
export const tableColumnWidths = { auto: undefined, compact: 96, wide: 200 } as const satisfies Record<string, number | undefined>;
type ColumnWidthName = keyof typeof tableColumnWidths;

export const tableSettings: SettingGroup = {
  key: 'table',
  labelKey: 'settings.table',
  controls: [
    { key: 'pageSize', kind: 'select', options: tablePageSizes, default: '100' },
    { key: 'columnWidth', kind: 'select', options: Object.keys(tableColumnWidths), default: 'auto' },
    { key: 'stripe', kind: 'switch', default: true },
    { key: 'totals', kind: 'switch', default: false },
  ],
};

/** Conditional colours as flat settings: on or off, and the ramp every numeric column is coloured on. */
export const conditionalSettings: SettingGroup = {
  key: 'conditional',
  labelKey: 'settings.conditional',
  controls: [
    { key: 'enabled', kind: 'switch', default: false },
    { key: 'scale', kind: 'select', options: colorScales, default: 'sequential' },
  ],
};

export const tableSettingGroups: readonly SettingGroup[] = [tableSettings, textSettings, conditionalSettings];

export const columnWidthOf = (name: string): number | undefined => tableColumnWidths[name as ColumnWidthName];
