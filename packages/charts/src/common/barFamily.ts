import type { ChartDefinition } from '../chartDefinition';
import type { FormatLocale } from '../format/numberFormat';
import { cartesianSettingGroups } from './cartesianSettings';
import { atLeast, between, colorSection, dimensionsSection, filtersSection, infoSection, metricsSection } from './dataSections';

/** Columns stand up; bars lie down (their categories run down the y axis). */
export type BarOrientation = 'column' | 'bar';
/** Side by side, stacked, or stacked as shares of 100%. */
export type BarStacking = 'none' | 'stack' | 'percent';

/** The sections of all six bar types (datart's cluster/stack/percentage-stack column and bar). */
export const barFamilySections = [
  dimensionsSection(between(0, 1)),
  metricsSection(atLeast(1)),
  filtersSection,
  colorSection,
  infoSection,
] as const;

export interface BarFamilyMember {
  id: string;
  name: Record<FormatLocale, string>;
  orientation: BarOrientation;
  buildOption: ChartDefinition['buildOption'];
}

/**
 * The six bar and column types differ only in orientation and stacking: one definition each, made here,
 * with the option built by barFamilyOption.
 */
export function barFamilyChart(member: BarFamilyMember): ChartDefinition {
  return {
    id: member.id,
    name: member.name,
    icon: 'BarChartOutlined',
    group: member.orientation,
    sections: barFamilySections,
    requirements: { dimensions: between(0, 1), metrics: atLeast(1) },
    settings: { version: 1, groups: cartesianSettingGroups },
    buildOption: member.buildOption,
  };
}
