import type { SettingGroup } from '../../settings/settingControls';
import { categoricalPalettes } from '../../theme/palettes';

/**
 * The value reads from across a room (reference/visual.md): it grows to fill its card (fittedValue.ts), or
 * with autoFit off is drawn at its font size. Its colour follows the theme unless a colour of its own is
 * switched on, so one chart reads well in light and dark.
 */
export const scoreValueSettings: SettingGroup = {
  key: 'value',
  labelKey: 'settings.scoreCard.value',
  controls: [
    { key: 'autoFit', kind: 'switch', default: true },
    { key: 'fontSize', kind: 'fontSize', default: 48 },
    { key: 'customColor', kind: 'switch', default: false },
    { key: 'color', kind: 'color', default: categoricalPalettes.redbi[0] },
  ],
};

export const scoreLabelSettings: SettingGroup = {
  key: 'label',
  labelKey: 'settings.scoreCard.label',
  controls: [
    { key: 'show', kind: 'switch', default: true },
    { key: 'fontSize', kind: 'fontSize', default: 14 },
  ],
};

export const scoreLayoutSettings: SettingGroup = {
  key: 'layout',
  labelKey: 'settings.scoreCard.layout',
  controls: [
    { key: 'align', kind: 'select', options: ['center', 'left'], default: 'center' },
    { key: 'caption', kind: 'text', maxLength: 200, default: '' },
  ],
};

export const scoreCardSettingGroups: readonly SettingGroup[] = [scoreValueSettings, scoreLabelSettings, scoreLayoutSettings];
