import { describe, expect, it } from 'vitest';
import { checkRequirements, countFields, requirementsOf, suits } from './requirements';
import { chartConfig, field, testBarDefinition } from './testing/chartFixtures';

describe('chart requirements (spec §5)', () => {
  it('describes a type in the spec words: only allows number N, allowed range N to M (N unbounded)', () => {
    expect(requirementsOf(testBarDefinition)).toEqual([
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.dimensions', params: { min: 0, max: 1 } },
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.metrics', params: { min: 1, max: 'N' } },
    ]);
    const exact = { ...testBarDefinition, requirements: { dimensions: { min: 1, max: 1 }, metrics: { min: 2, max: 2 } } };
    expect(requirementsOf(exact)[1]).toEqual({ messageKey: 'validation.onlyAllows', sectionKey: 'requirement.metrics', params: { count: 2 } });
  });

  it('accepts a config that meets them and refuses one that does not, section first', () => {
    const ok = chartConfig({ sections: { dimensions: [field('d', 'genre')], metrics: [field('m', 'amount', { type: 'numeric', aggregate: 'SUM' })] } });
    expect(checkRequirements(testBarDefinition, ok)).toEqual([]);
    const noMetric = chartConfig({ sections: { dimensions: [field('d', 'genre')] } });
    expect(checkRequirements(testBarDefinition, noMetric)).toEqual([
      { messageKey: 'validation.allowedRange', sectionKey: 'section.metrics', params: { min: 1, max: 'N' } },
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.metrics', params: { min: 1, max: 'N' } },
    ]);
    const twoDims = chartConfig({ sections: { dimensions: [field('a', 'genre'), field('b', 'country')], metrics: [field('m', 'amount', { type: 'numeric' })] } });
    expect(checkRequirements(testBarDefinition, twoDims).map((issue) => issue.sectionKey)).toEqual(['section.dimensions', 'requirement.dimensions']);
  });

  it('counts colour fields as dimensions and leaves filters out', () => {
    const config = chartConfig({
      sections: { color: [field('c', 'country')], metrics: [field('m', 'amount', { type: 'numeric' })], filters: [field('f', 'genre')] },
    });
    expect(countFields(testBarDefinition, config)).toEqual({ dimensions: 1, metrics: 1 });
    expect(suits(testBarDefinition, { dimensions: 1, metrics: 3 })).toBe(true);
    expect(suits(testBarDefinition, { dimensions: 2, metrics: 1 })).toBe(false);
  });
});
