import { textSettings } from '../../common/commonSettings';
import type { SettingGroup } from '../../settings/settingControls';

/** Subtotal rows per group of the first row field; a grand total row and a total column. */
export const pivotSettings: SettingGroup = {
  key: 'pivot',
  labelKey: 'settings.pivot',
  controls: [
    { key: 'subtotals', kind: 'switch', default: false },
    { key: 'totals', kind: 'switch', default: true },
  ],
};

export const pivotSettingGroups: readonly SettingGroup[] = [pivotSettings, textSettings];
