import type { FormatLocale } from '../../format/numberFormat';
import type { NestedMessages } from '../../i18n/chartMessages';
import type { SettingGroup } from '../../settings/settingControls';
import { cartesianSettingGroups } from '../../common/cartesianSettings';

/** Point sizes in pixels: fixed without a size metric, else scaled between sizeMin and sizeMax. */
export const scatterSettings: SettingGroup = {
  key: 'scatter',
  labelKey: 'settings.scatter',
  controls: [
    { key: 'symbolSize', kind: 'number', min: 2, max: 60, step: 1, default: 10 },
    { key: 'sizeMin', kind: 'number', min: 2, max: 60, step: 1, default: 6 },
    { key: 'sizeMax', kind: 'number', min: 4, max: 120, step: 1, default: 36 },
  ],
};

export const scatterSettingGroups: readonly SettingGroup[] = [...cartesianSettingGroups, scatterSettings];

export const scatterMessages: Record<FormatLocale, NestedMessages> = {
  en: { settings: { scatter: { _: 'Points', symbolSize: 'Point size', sizeMin: 'Smallest size (by size metric)', sizeMax: 'Largest size (by size metric)' } } },
  zh: { settings: { scatter: { _: '散点', symbolSize: '点大小', sizeMin: '最小尺寸（按大小指标）', sizeMax: '最大尺寸（按大小指标）' } } },
};
