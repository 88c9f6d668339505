import type { ChartDefinition } from '../chartDefinition';
import type { FormatLocale } from '../format/numberFormat';
import { cartesianSettingGroups } from './cartesianSettings';
import { atLeast, colorSection, dimensionsSection, exactly, filtersSection, infoSection, metricsSection } from './dataSections';
import { lineMessages, lineSettings } from './lineSettings';

/**
 * The sections of line, area and stacked area (datart: 1 dimension / [1, N] metrics, colour, tooltip info).
 * datart's dimension section takes more fields as drill levels; without drill we take one.
 */
export const lineFamilySections = [dimensionsSection(exactly(1)), metricsSection(atLeast(1)), filtersSection, colorSection, infoSection] as const;

export interface LineFamilyMember {
  id: string;
  name: Record<FormatLocale, string>;
  icon: string;
  buildOption: ChartDefinition['buildOption'];
}

/** Line, area and stacked area differ only in fill and stacking: one definition each, made here. */
export function lineFamilyChart(member: LineFamilyMember): ChartDefinition {
  return {
    id: member.id,
    name: member.name,
    icon: member.icon,
    group: 'line',
    sections: lineFamilySections,
    requirements: { dimensions: exactly(1), metrics: atLeast(1) },
    settings: { version: 1, groups: [...cartesianSettingGroups, lineSettings] },
    messages: lineMessages,
    buildOption: member.buildOption,
  };
}
