import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../invalidInput';
import { checkChartConfig, type ChartViewScope } from './chartChecks';
import { regionalConfig, testColumnChart } from './chartTestFixtures';

const scope: ChartViewScope = {
  dialect: 'postgres',
  fields: [
    { name: 'ordered_at', type: 'date' },
    { name: 'amount', type: 'numeric' },
    { name: 'year', type: 'numeric' },
    { name: 'net', type: 'numeric', expression: '[amount] * 0.8' },
  ],
};

const issuesOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    throw error;
  }
  throw new Error('no issue');
};

describe('the checks of a chart before it is saved', () => {
  it('accept a sound chart, and one that does not meet its type\'s requirements yet (work in progress)', () => {
    expect(() => checkChartConfig(testColumnChart, regionalConfig({ settings: { 'title.show': true } }), scope)).not.toThrow();
    expect(() => checkChartConfig(testColumnChart, regionalConfig({ sections: { dimensions: [] } }), scope)).not.toThrow();
  });

  it('refuse a data section the chart type does not have', () => {
    const config = regionalConfig({ sections: { rows: [{ uid: 'r', column: 'amount', type: 'numeric' }] } });
    expect(() => checkChartConfig(testColumnChart, config, scope)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', messageKey: 'validation.chartSection', params: { type: 'test-column', section: 'rows' } }),
    );
  });

  it("refuse settings outside the type's schema, at their path", () => {
    expect(issuesOf(() => checkChartConfig(testColumnChart, regionalConfig({ settings: { 'title.show': 'yes' } }), scope))).toEqual([['config.settings.title.show', 'validation.type']]);
    expect(issuesOf(() => checkChartConfig(testColumnChart, regionalConfig({ settings: { 'legend.show': true } }), scope))).toEqual([['config.settings', 'validation.unknownKey']]);
  });

  it("refuse computed fields named as a field of the view or as another of the chart's", () => {
    const clash = regionalConfig({ computedFields: [{ name: 'net', expression: '[amount]', type: 'numeric' }] });
    expect(issuesOf(() => checkChartConfig(testColumnChart, clash, scope))).toEqual([['config.computedFields.0.name', 'validation.uniqueComputedField']]);
    const twice = regionalConfig({
      computedFields: [
        { name: 'half', expression: '[amount] / 2', type: 'numeric' },
        { name: 'half', expression: '[amount] / 3', type: 'numeric' },
      ],
    });
    expect(issuesOf(() => checkChartConfig(testColumnChart, twice, scope))).toEqual([['config.computedFields.1.name', 'validation.uniqueComputedField']]);
  });

  it("check each expression against the view's fields, the chart's others and the dialect, naming the wrong one", () => {
    const chained = regionalConfig({
      computedFields: [
        { name: 'half', expression: '[net] / 2', type: 'numeric' },
        { name: 'quarter', expression: 'ROUND([half] / 2, 1)', type: 'numeric' },
      ],
    });
    expect(() => checkChartConfig(testColumnChart, chained, scope)).not.toThrow();
    const unknown = regionalConfig({ computedFields: [{ name: 'ok', expression: '[amount]', type: 'numeric' }, { name: 'bad', expression: '[hidden] + 1', type: 'numeric' }] });
    expect(() => checkChartConfig(testColumnChart, unknown, scope)).toThrow(
      expect.objectContaining({ code: 'EXPRESSION_INVALID', details: { position: expect.any(Number), field: 'config.computedFields.1.expression' } }),
    );
    const cycle = regionalConfig({ computedFields: [{ name: 'a', expression: '[b] + 1', type: 'numeric' }, { name: 'b', expression: '[a] + 1', type: 'numeric' }] });
    expect(() => checkChartConfig(testColumnChart, cycle, scope)).toThrow(expect.objectContaining({ code: 'EXPRESSION_INVALID' }));
    const noSuchFunction = regionalConfig({ computedFields: [{ name: 'x', expression: 'NO_SUCH_FUNCTION([amount])', type: 'numeric' }] });
    expect(() => checkChartConfig(testColumnChart, noSuchFunction, scope)).toThrow(expect.objectContaining({ code: 'EXPRESSION_INVALID' }));
  });
});
