import type { FormatLocale } from '../../format/numberFormat';
import type { NestedMessages } from '../../i18n/chartMessages';
import type { SettingGroup } from '../../settings/settingControls';
import { cartesianSettingGroups } from '../../common/cartesianSettings';

/** Each axis's series are bars or lines. */
const sideSettings = (key: 'left' | 'right', type: 'bar' | 'line'): SettingGroup => ({
  key,
  labelKey: `settings.${key}`,
  controls: [{ key: 'type', kind: 'select', options: ['bar', 'line'], default: type }],
});

export const doubleYSettingGroups: readonly SettingGroup[] = [...cartesianSettingGroups, sideSettings('left', 'bar'), sideSettings('right', 'line')];

export const doubleYMessages: Record<FormatLocale, NestedMessages> = {
  en: {
    settings: { left: { _: 'Left axis', type: 'Draw as' }, right: { _: 'Right axis', type: 'Draw as' } },
    option: { bar: 'Bars', line: 'Lines' },
  },
  zh: {
    settings: { left: { _: '左轴', type: '图形' }, right: { _: '右轴', type: '图形' } },
    option: { bar: '柱状', line: '折线' },
  },
};
