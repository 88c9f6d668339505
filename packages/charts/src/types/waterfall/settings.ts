import type { FormatLocale } from '../../format/numberFormat';
import type { NestedMessages } from '../../i18n/chartMessages';
import type { SettingGroup } from '../../settings/settingControls';
import { cartesianSettingGroups } from '../../common/cartesianSettings';

export const waterfallSettings: SettingGroup = {
  key: 'waterfall',
  labelKey: 'settings.waterfall',
  controls: [{ key: 'showTotal', kind: 'switch', default: true }],
};

export const waterfallSettingGroups: readonly SettingGroup[] = [...cartesianSettingGroups, waterfallSettings];

/** Labels of the waterfall's own settings and the names of its series. */
export const waterfallMessages: Record<FormatLocale, NestedMessages> = {
  en: {
    settings: { waterfall: { _: 'Waterfall', showTotal: 'Total bar at the end' } },
    text: { waterfall: { increase: 'Increase', decrease: 'Decrease', runningTotal: 'Running total' } },
  },
  zh: {
    settings: { waterfall: { _: '瀑布图', showTotal: '末尾显示合计' } },
    text: { waterfall: { increase: '增加', decrease: '减少', runningTotal: '累计' } },
  },
};
