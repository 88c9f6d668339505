import type { DataSection } from '@redbi/charts';
import { ChartConfigSchema, type ChartField } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { aggregationsFor, fitFieldToSection, insertIntoSection, isMetric, placementProblem } from './sectionRules';

const dimensions: DataSection = { key: 'dimensions', kind: 'group', labelKey: 'section.dimensions', count: { min: 0, max: 1 }, dateLevels: true };
const metrics: DataSection = { key: 'metrics', kind: 'aggregate', labelKey: 'section.metrics', count: { min: 1, max: 2 } };
const mixed: DataSection = { key: 'columns', kind: 'mixed', labelKey: 'section.mixed', count: { min: 1, max: Infinity }, dateLevels: true };
const location: DataSection = { key: 'location', kind: 'group', labelKey: 'section.location', count: { min: 1, max: 1 }, accepts: ['string'] };
const filters: DataSection = { key: 'filters', kind: 'filter', labelKey: 'section.filters', count: { min: 0, max: Infinity } };

const config = (sections: Record<string, ChartField[]> = {}, aggregation = true) => ChartConfigSchema.parse({ chartType: 'test', aggregation, sections });
const field = (uid: string, extra: Partial<ChartField> = {}): ChartField => ({ uid, column: 'Total', type: 'numeric', ...extra });

describe('section rules', () => {
  it('offers text and dates only the counts (spec §3)', () => {
    expect(aggregationsFor('numeric')).toEqual(['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN']);
    expect(aggregationsFor('string')).toEqual(['COUNT', 'COUNT_DISTINCT']);
    expect(aggregationsFor('date')).toEqual(['COUNT', 'COUNT_DISTINCT']);
  });

  it('refuses a type the section does not take, and a full section of several fields', () => {
    expect(placementProblem(config(), location, 'numeric')).toEqual({ kind: 'notAccepted' });
    expect(placementProblem(config(), location, 'string')).toBeUndefined();
    const full = config({ metrics: [field('a'), field('b')] });
    expect(placementProblem(full, metrics, 'numeric')).toEqual({ kind: 'full', max: 2 });
    // A field moving within the section does not count against it.
    expect(placementProblem(full, metrics, 'numeric', 'a')).toBeUndefined();
    // A one-field section takes a new field in place of its own.
    expect(placementProblem(config({ dimensions: [field('a')] }), dimensions, 'string')).toBeUndefined();
  });

  it('knows metrics: aggregate sections, and mixed fields with an aggregation, only while the chart aggregates', () => {
    expect(isMetric(config(), metrics, {})).toBe(true);
    expect(isMetric(config({}, false), metrics, {})).toBe(false);
    expect(isMetric(config(), mixed, { aggregate: 'SUM' })).toBe(true);
    expect(isMetric(config(), mixed, {})).toBe(false);
    expect(isMetric(config(), dimensions, { aggregate: 'SUM' })).toBe(false);
  });

  it('fits a field to its section: aggregations that fit the type, levels only where allowed', () => {
    expect(fitFieldToSection(field('a', { dateLevel: 'year' }), metrics, true)).toEqual(field('a', { aggregate: 'SUM' }));
    expect(fitFieldToSection(field('a', { type: 'string', aggregate: 'AVG' }), metrics, true)).toEqual(field('a', { type: 'string', aggregate: 'COUNT' }));
    expect(fitFieldToSection(field('a', { aggregate: 'MAX' }), metrics, true)).toEqual(field('a', { aggregate: 'MAX' }));
    expect(fitFieldToSection(field('a', { aggregate: 'MAX' }), dimensions, true)).toEqual(field('a'));
    expect(fitFieldToSection(field('a', { aggregate: 'MAX' }), filters, true)).toEqual(field('a'));
    expect(fitFieldToSection(field('a', { aggregate: 'MAX' }), metrics, false)).toEqual(field('a'));
    const date = field('d', { type: 'date', dateLevel: 'month' });
    expect(fitFieldToSection(date, dimensions, true)).toEqual(date);
    expect(fitFieldToSection(date, location, true)).toEqual(field('d', { type: 'date' }));
    expect(fitFieldToSection({ ...date, aggregate: 'COUNT' }, mixed, true)).toEqual(field('d', { type: 'date', aggregate: 'COUNT' }));
  });

  it('inserts at an index, and replaces the field of a one-field section', () => {
    const two = config({ metrics: [field('a'), field('b')] });
    expect(insertIntoSection(two, mixed, field('c'), 1).sections.columns?.map((each) => each.uid)).toEqual(['c']);
    const withColumns = config({ columns: [field('a'), field('b')] });
    expect(insertIntoSection(withColumns, mixed, field('c'), 1).sections.columns?.map((each) => each.uid)).toEqual(['a', 'c', 'b']);
    expect(insertIntoSection(config({ dimensions: [field('a')] }), dimensions, field('b')).sections.dimensions?.map((each) => each.uid)).toEqual(['b']);
  });
});
