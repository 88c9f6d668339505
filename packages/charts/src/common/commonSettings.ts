import { paletteNames } from '../theme/palettes';
import type { SettingGroup } from '../settings/settingControls';

/**
 * Setting groups most chart types share; a type lists the ones it uses (plus its own). Labels are
 * `settings.<group>` and `settings.<group>.<control>` in the `charts` catalogue.
 */
export const titleSettings: SettingGroup = {
  key: 'title',
  labelKey: 'settings.title',
  controls: [
    { key: 'show', kind: 'switch', default: false },
    { key: 'text', kind: 'text', maxLength: 200, default: '' },
    { key: 'fontSize', kind: 'fontSize', default: 16 },
    { key: 'align', kind: 'select', options: ['left', 'center', 'right'], default: 'left' },
  ],
};

export const paletteSettings: SettingGroup = {
  key: 'palette',
  labelKey: 'settings.palette',
  controls: [{ key: 'name', kind: 'palette', default: paletteNames[0]! }],
};

export const legendSettings: SettingGroup = {
  key: 'legend',
  labelKey: 'settings.legend',
  controls: [
    { key: 'show', kind: 'switch', default: true },
    { key: 'position', kind: 'select', options: ['top', 'bottom', 'left', 'right'], default: 'top' },
    { key: 'fontSize', kind: 'fontSize', default: 12 },
  ],
};

export const labelSettings: SettingGroup = {
  key: 'label',
  labelKey: 'settings.label',
  controls: [
    { key: 'show', kind: 'switch', default: false },
    { key: 'fontSize', kind: 'fontSize', default: 12 },
  ],
};

export const xAxisSettings: SettingGroup = {
  key: 'xAxis',
  labelKey: 'settings.xAxis',
  controls: [
    { key: 'show', kind: 'switch', default: true },
    { key: 'showTitle', kind: 'switch', default: false },
    { key: 'fontSize', kind: 'fontSize', default: 12 },
    { key: 'rotate', kind: 'select', options: ['auto', '0', '30', '45', '90'], default: 'auto' },
  ],
};

export const yAxisSettings: SettingGroup = {
  key: 'yAxis',
  labelKey: 'settings.yAxis',
  controls: [
    { key: 'show', kind: 'switch', default: true },
    { key: 'showTitle', kind: 'switch', default: false },
    { key: 'fontSize', kind: 'fontSize', default: 12 },
    { key: 'splitLine', kind: 'switch', default: true },
  ],
};

export const textSettings: SettingGroup = {
  key: 'text',
  labelKey: 'settings.text',
  controls: [
    { key: 'fontSize', kind: 'fontSize', default: 14 },
    { key: 'lineHeight', kind: 'lineHeight', default: 1.5 },
  ],
};
