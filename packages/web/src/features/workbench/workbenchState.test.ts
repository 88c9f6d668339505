import { settingDefaults, getChartType } from '@redbi/charts';
import type { ChartField } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import type { FieldPick } from './workbenchFields';
import { draftKey, newConfig, newDraft, workbenchReducer, type WorkbenchAction, type WorkbenchState } from './workbenchState';

const name: FieldPick = { name: 'Name', type: 'string' };
const total: FieldPick = { name: 'Total', type: 'numeric' };
const price: FieldPick = { name: 'UnitPrice', type: 'numeric' };
const invoiceDate: FieldPick = { name: 'InvoiceDate', type: 'date' };

const start = (chartType = 'table'): WorkbenchState => ({ draft: { ...newDraft('Sales', 'v1'), config: newConfig(chartType) } });
const apply = (state: WorkbenchState, ...actions: WorkbenchAction[]) => actions.reduce(workbenchReducer, state);
const add = (section: string, pick: FieldPick, uid: string, index?: number): WorkbenchAction => ({ type: 'addField', section, pick, uid, ...(index === undefined ? {} : { index }) });
const sections = (state: WorkbenchState) => state.draft.config.sections;
const columns = (state: WorkbenchState, key: string) => (sections(state)[key] ?? []).map((field) => field.column);

describe('the workbench reducer', () => {
  describe('placing fields', () => {
    it('starts a new chart as a table at the type settings version, with nothing placed', () => {
      const state = start();
      expect(state.draft).toMatchObject({ name: 'Sales', viewId: 'v1' });
      expect(state.draft.config).toMatchObject({ chartType: 'table', aggregation: true, sections: {}, computedFields: [], variables: {}, settingsVersion: getChartType('table').settings.version });
    });

    it('gives each placement its own uid, so one field can be placed twice', () => {
      const state = apply(start('cluster-column'), add('metrics', total, 'a'), add('metrics', total, 'b'));
      expect(sections(state).metrics).toEqual([
        { uid: 'a', column: 'Total', type: 'numeric', aggregate: 'SUM' },
        { uid: 'b', column: 'Total', type: 'numeric', aggregate: 'SUM' },
      ]);
    });

    it('sums numbers and counts anything else in metric sections; dimensions are not aggregated', () => {
      const state = apply(start('cluster-column'), add('dimensions', name, 'd'), add('metrics', name, 'm1'), add('metrics', invoiceDate, 'm2'));
      expect(sections(state).dimensions).toEqual([{ uid: 'd', column: 'Name', type: 'string' }]);
      expect(sections(state).metrics?.map((field) => field.aggregate)).toEqual(['COUNT', 'COUNT']);
    });

    it('in a mixed section, sums numbers when the chart aggregates and keeps text as a dimension', () => {
      const state = apply(start('table'), add('columns', name, 'n'), add('columns', total, 't'));
      expect(sections(state).columns).toEqual([
        { uid: 'n', column: 'Name', type: 'string' },
        { uid: 't', column: 'Total', type: 'numeric', aggregate: 'SUM' },
      ]);
    });

    it('keeps a date level where the section takes levels, and not on metrics', () => {
      const month: FieldPick = { ...invoiceDate, dateLevel: 'month' };
      const state = apply(start('cluster-column'), add('dimensions', month, 'd'), add('metrics', month, 'm'));
      expect(sections(state).dimensions?.[0]).toEqual({ uid: 'd', column: 'InvoiceDate', type: 'date', dateLevel: 'month' });
      expect(sections(state).metrics?.[0]).toEqual({ uid: 'm', column: 'InvoiceDate', type: 'date', aggregate: 'COUNT' });
    });

    it('inserts at the index given', () => {
      const state = apply(start('cluster-column'), add('metrics', total, 'a'), add('metrics', price, 'b'), add('metrics', name, 'c', 1));
      expect(columns(state, 'metrics')).toEqual(['Total', 'Name', 'UnitPrice']);
    });

    it('replaces the field of a one-field section instead of refusing', () => {
      const state = apply(start('cluster-column'), add('dimensions', name, 'a'), add('dimensions', invoiceDate, 'b'));
      expect(columns(state, 'dimensions')).toEqual(['InvoiceDate']);
      expect(state.notice).toBeUndefined();
    });

    it('refuses a field beyond a section limit and says so', () => {
      const before = apply(start('scatter'), add('metrics', total, 'a'), add('metrics', price, 'b'));
      const after = workbenchReducer(before, add('metrics', total, 'c'));
      expect(columns(after, 'metrics')).toEqual(['Total', 'UnitPrice']);
      expect(after.notice).toEqual({ kind: 'full', section: 'metrics', max: 2 });
      expect(after.draft).toBe(before.draft);
    });

    it('ignores a section the type does not have', () => {
      const before = start('table');
      expect(workbenchReducer(before, add('dimensions', name, 'a')).draft).toBe(before.draft);
    });
  });

  describe('moving, changing and removing fields', () => {
    it('moves a field to another section and fits it there: a dimension becomes a metric', () => {
      const state = apply(start('cluster-column'), add('dimensions', name, 'a'), { type: 'moveField', uid: 'a', section: 'metrics' });
      expect(sections(state).dimensions).toBeUndefined();
      expect(sections(state).metrics).toEqual([{ uid: 'a', column: 'Name', type: 'string', aggregate: 'COUNT' }]);
    });

    it('reorders within a section', () => {
      const state = apply(start('cluster-column'), add('metrics', total, 'a'), add('metrics', price, 'b'), add('metrics', name, 'c'), { type: 'moveField', uid: 'c', section: 'metrics', index: 0 });
      expect(columns(state, 'metrics')).toEqual(['Name', 'Total', 'UnitPrice']);
    });

    it('changes a field, an undefined value removing the setting', () => {
      const state = apply(
        start('cluster-column'),
        add('metrics', total, 'a'),
        { type: 'updateField', uid: 'a', patch: { aggregate: 'AVG', alias: 'Average sale', format: { kind: 'numeric', unit: 'wan', decimals: 2 }, sort: { order: 'DESC' } } },
        { type: 'updateField', uid: 'a', patch: { sort: undefined } },
      );
      expect(sections(state).metrics).toEqual([{ uid: 'a', column: 'Total', type: 'numeric', aggregate: 'AVG', alias: 'Average sale', format: { kind: 'numeric', unit: 'wan', decimals: 2 } }]);
    });

    it('removes a field and the section it emptied', () => {
      const state = apply(start('cluster-column'), add('metrics', total, 'a'), add('dimensions', name, 'b'), { type: 'removeField', uid: 'a' });
      expect(sections(state)).toEqual({ dimensions: [{ uid: 'b', column: 'Name', type: 'string' }] });
    });
  });

  describe('switching chart type', () => {
    const filtered: ChartField = { uid: 'f', column: 'Country', type: 'string', filter: { mode: 'list', operator: 'IN', values: [{ value: 'Brazil', valueType: 'STRING' }] } };

    it('keeps the fields that fit the new type, in sections of the same role', () => {
      let state = apply(start('table'), add('columns', name, 'n'), add('columns', total, 't'));
      state = { draft: { ...state.draft, config: { ...state.draft.config, sections: { ...sections(state), filters: [filtered] } } } };
      const switched = workbenchReducer(state, { type: 'switchType', chartType: 'cluster-column' });
      expect(switched.draft.config.chartType).toBe('cluster-column');
      expect(sections(switched)).toEqual({
        dimensions: [{ uid: 'n', column: 'Name', type: 'string' }],
        metrics: [{ uid: 't', column: 'Total', type: 'numeric', aggregate: 'SUM' }],
        filters: [filtered],
      });
      expect(switched.notice).toBeUndefined();
    });

    it('drops the fields that do not fit and lists them', () => {
      const state = apply(start('cluster-column'), add('dimensions', name, 'n'), add('metrics', total, 't'), add('metrics', price, 'p'), { type: 'switchType', chartType: 'score-card' });
      // The second metric stays as the score card's target (issue 26); the dimension does not fit.
      expect(sections(state)).toEqual({ metrics: [{ uid: 't', column: 'Total', type: 'numeric', aggregate: 'SUM' }], target: [{ uid: 'p', column: 'UnitPrice', type: 'numeric', aggregate: 'SUM' }] });
      expect(state.notice).toMatchObject({ kind: 'dropped', chartType: 'score-card' });
      expect(state.notice?.kind === 'dropped' && state.notice.fields.map((field) => field.column)).toEqual(['Name']);
    });

    it('turns aggregation on for types without detail rows; numeric detail columns become metrics', () => {
      const detail = apply(start('table'), { type: 'switchAggregation', aggregation: false }, add('columns', name, 'n'), add('columns', total, 't'));
      expect(sections(detail).columns).toEqual([
        { uid: 'n', column: 'Name', type: 'string' },
        { uid: 't', column: 'Total', type: 'numeric' },
      ]);
      const bar = workbenchReducer(detail, { type: 'switchType', chartType: 'cluster-bar' });
      expect(bar.draft.config.aggregation).toBe(true);
      expect(sections(bar)).toEqual({ dimensions: [{ uid: 'n', column: 'Name', type: 'string' }], metrics: [{ uid: 't', column: 'Total', type: 'numeric', aggregate: 'SUM' }] });
    });

    it('keeps the settings the new type knows, at its settings version', () => {
      const bar = getChartType('cluster-column');
      const known = Object.keys(settingDefaults(bar.settings.groups));
      const shared = known.find((key) => key.startsWith('legend.')) ?? known[0]!;
      const state = apply(start('cluster-column'), { type: 'setSetting', key: shared, value: settingDefaults(bar.settings.groups)[shared] }, { type: 'setSetting', key: 'table.unknown', value: 1 });
      expect(Object.keys(state.draft.config.settings)).toEqual([shared, 'table.unknown']);
      const line = workbenchReducer(state, { type: 'switchType', chartType: 'line' });
      expect(line.draft.config.settings).toEqual(shared in settingDefaults(getChartType('line').settings.groups) ? { [shared]: state.draft.config.settings[shared] } : {});
      expect(line.draft.config.settingsVersion).toBe(getChartType('line').settings.version);
    });

    it('does nothing for the current type or an unknown one', () => {
      const state = apply(start('table'), add('columns', name, 'n'));
      expect(workbenchReducer(state, { type: 'switchType', chartType: 'table' }).draft).toBe(state.draft);
      expect(workbenchReducer(state, { type: 'switchType', chartType: 'no-such-type' }).draft).toBe(state.draft);
    });
  });

  it('switching aggregation clears the sections and keeps the rest', () => {
    const state = apply(
      start('table'),
      add('columns', name, 'n'),
      { type: 'setComputedField', field: { name: 'Twice', expression: '[Total] * 2', type: 'numeric' } },
      { type: 'setSetting', key: 'table.totals', value: true },
      { type: 'switchAggregation', aggregation: false },
    );
    expect(state.draft.config).toMatchObject({ aggregation: false, sections: {}, settings: { 'table.totals': true } });
    expect(state.draft.config.computedFields).toHaveLength(1);
    const same = workbenchReducer(state, { type: 'switchAggregation', aggregation: false });
    expect(same.draft).toBe(state.draft);
  });

  describe('computed fields of the chart', () => {
    const twice = { name: 'Twice', expression: '[Total] * 2', type: 'numeric' as const };

    it('are added, changed in place, and renamed with the fields placed under their name', () => {
      let state = apply(start('cluster-column'), { type: 'setComputedField', field: twice }, { type: 'setComputedField', field: { name: 'Half', expression: '[Total] / 2', type: 'numeric' } });
      state = apply(state, add('metrics', { name: 'Twice', type: 'numeric' }, 'a'));
      state = workbenchReducer(state, { type: 'setComputedField', previousName: 'Twice', field: { name: 'Double', expression: '[Total] + [Total]', type: 'numeric' } });
      expect(state.draft.config.computedFields.map((field) => field.name)).toEqual(['Double', 'Half']);
      expect(sections(state).metrics?.[0]).toMatchObject({ uid: 'a', column: 'Double' });
    });

    it('take their placed uses with them when removed', () => {
      const state = apply(start('cluster-column'), { type: 'setComputedField', field: twice }, add('metrics', { name: 'Twice', type: 'numeric' }, 'a'), add('metrics', total, 'b'), { type: 'removeComputedField', name: 'Twice' });
      expect(state.draft.config.computedFields).toEqual([]);
      expect(columns(state, 'metrics')).toEqual(['Total']);
    });
  });

  it('sets variable values, and no values gives back the default', () => {
    const state = apply(start(), { type: 'setVariable', name: 'genre', values: ['1', '2'] }, { type: 'setVariable', name: 'year', values: ['2024'] });
    expect(state.draft.config.variables).toEqual({ genre: ['1', '2'], year: ['2024'] });
    expect(workbenchReducer(state, { type: 'setVariable', name: 'genre', values: [] }).draft.config.variables).toEqual({ year: ['2024'] });
  });

  it('another view starts the fields again; the same view changes nothing', () => {
    const state = apply(start('cluster-column'), add('metrics', total, 'a'), { type: 'setComputedField', field: { name: 'X', expression: '1', type: 'numeric' } }, { type: 'setVariable', name: 'genre', values: ['1'] }, { type: 'setSetting', key: 'legend.show', value: false });
    expect(workbenchReducer(state, { type: 'setView', viewId: 'v1' })).toBe(state);
    const other = workbenchReducer(state, { type: 'setView', viewId: 'v2' });
    expect(other.draft.viewId).toBe('v2');
    expect(other.draft.config).toMatchObject({ chartType: 'cluster-column', sections: {}, computedFields: [], variables: {}, settings: { 'legend.show': false } });
  });

  it('clears a notice on the next change or when dismissed', () => {
    const full = apply(start('scatter'), add('metrics', total, 'a'), add('metrics', total, 'b'), add('metrics', total, 'c'));
    expect(full.notice?.kind).toBe('full');
    expect(workbenchReducer(full, { type: 'dismissNotice' }).notice).toBeUndefined();
    expect(workbenchReducer(full, { type: 'rename', name: 'Scatter' }).notice).toBeUndefined();
  });

  it('tells drafts apart by content (the dirty mark)', () => {
    const state = start();
    const renamed = workbenchReducer(state, { type: 'rename', name: 'Other' });
    expect(draftKey(renamed.draft)).not.toBe(draftKey(state.draft));
    expect(draftKey(workbenchReducer(renamed, { type: 'rename', name: 'Sales' }).draft)).toBe(draftKey(state.draft));
    expect(workbenchReducer(state, { type: 'reset', draft: renamed.draft }).draft).toBe(renamed.draft);
  });
});
