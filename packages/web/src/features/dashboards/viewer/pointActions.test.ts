import { describe, expect, it } from 'vitest';
import type { BoardRuntimeState } from '../boardContract';
import { chartWidget, salesChart } from './boardTestData';
import { defaultPointAction, drillDownFrom, drillUpFrom, pointActionsOf } from './pointActions';

const charts = { c1: salesChart() };
const state = (drill: BoardRuntimeState['drill'] = {}): BoardRuntimeState => ({ controllers: {}, linkage: [], drill, tabs: {} });
const everything = chartWidget('w1', 'c1', {
  interactions: { drill: { enabled: true }, jump: { enabled: true, kind: 'dashboard', targetId: 'd2' }, linkage: { enabled: true, targets: [{ widgetId: 'w2', mappings: [] }] } },
});

describe('data point actions', () => {
  it('offers drilling while there is a level below, then drilling up, with linkage, jump and view rows', () => {
    expect(pointActionsOf(everything, charts, state())).toEqual(['drillDown', 'expand', 'linkage', 'jump', 'viewRows']);
    expect(pointActionsOf(everything, charts, state({ w1: { path: ['East'], expand: false } }))).toEqual(['drillUp', 'linkage', 'jump', 'viewRows']);
    expect(pointActionsOf(chartWidget('w3', 'c1'), charts, state())).toEqual(['viewRows']);
  });

  it('takes drill down, else jump, else linkage on a left click', () => {
    expect(defaultPointAction(['drillDown', 'expand', 'linkage', 'jump'])).toBe('drillDown');
    expect(defaultPointAction(['drillUp', 'linkage', 'jump', 'viewRows'])).toBe('jump');
    expect(defaultPointAction(['linkage', 'viewRows'])).toBe('linkage');
    expect(defaultPointAction(['viewRows'])).toBeUndefined();
  });

  it('drills down with the value of the level shown, and back up', () => {
    expect(drillDownFrom(everything, charts, state(), { region: 'East', amount: 3 }, false)).toEqual({ path: ['East'], expand: false });
    expect(drillDownFrom(everything, charts, state(), { region: 'East' }, true)).toEqual({ path: ['East'], expand: true });
    expect(drillDownFrom(everything, charts, state(), { city: 'Shanghai' }, false)).toBeUndefined();
    expect(drillUpFrom(state({ w1: { path: ['East', 'Shanghai'], expand: false } }), 'w1')).toEqual({ path: ['East'], expand: false });
    expect(drillUpFrom(state({ w1: { path: ['East'], expand: false } }), 'w1')).toBeUndefined();
  });
});
