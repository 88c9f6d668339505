import type { SettingGroup } from '../settings/settingControls';
import { labelSettings, legendSettings, paletteSettings, titleSettings, xAxisSettings, yAxisSettings } from './commonSettings';

/**
 * The setting groups every chart on x/y axes shares; a type adds its own after them. The axis groups follow
 * the axis's place on screen: xAxis is the horizontal one (a bar chart's values), yAxis the vertical one.
 */
export const cartesianSettingGroups: readonly SettingGroup[] = [titleSettings, paletteSettings, legendSettings, labelSettings, xAxisSettings, yAxisSettings];
