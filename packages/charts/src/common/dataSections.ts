import type { DataSection, FieldCount } from '../chartDefinition';

/**
 * The data sections chart types on x/y axes are made of (reference/datart.md §4). Role sections (colour,
 * size, tooltip info) are left out of the type's dimension/metric requirements, as datart leaves them out.
 */
const ANY: FieldCount = { min: 0, max: Infinity };

export const dimensionsSection = (count: FieldCount): DataSection => ({ key: 'dimensions', kind: 'group', labelKey: 'section.dimensions', count, dateLevels: true });

export const metricsSection = (count: FieldCount, key = 'metrics'): DataSection => ({ key, kind: 'aggregate', labelKey: `section.${key}`, count });

export const filtersSection: DataSection = { key: 'filters', kind: 'filter', labelKey: 'section.filters', count: ANY };

export const colorSection: DataSection = { key: 'color', kind: 'color', labelKey: 'section.color', count: { min: 0, max: 1 }, dateLevels: true, excludedFromRequirements: true };

export const sizeSection: DataSection = { key: 'size', kind: 'size', labelKey: 'section.size', count: { min: 0, max: 1 }, excludedFromRequirements: true };

export const infoSection: DataSection = { key: 'info', kind: 'info', labelKey: 'section.info', count: ANY, excludedFromRequirements: true };

/** Field counts written as datart writes them: N, [N, M], [N, ∞). */
export const exactly = (count: number): FieldCount => ({ min: count, max: count });
export const atLeast = (min: number): FieldCount => ({ min, max: Infinity });
export const between = (min: number, max: number): FieldCount => ({ min, max });
