import { describe, expect, it } from 'vitest';
import { renderStart, RENDER_STATE_KEY } from './renderState';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === RENDER_STATE_KEY ? value : null) });

describe('renderStart', () => {
  it('reads the controller values, linkage and drill a download left for the render page', () => {
    const state = { controllers: { c1: [{ value: 'East', valueType: 'STRING' }] }, linkage: [{ sourceWidgetId: 'w1', values: { d: 'Books' } }], drill: { w2: { path: ['2024'], expand: false } } };
    expect(renderStart(storageWith(JSON.stringify(state)))).toEqual(state);
  });

  it('opens the board as saved when there is no state, or it does not read', () => {
    expect(renderStart(storageWith(null))).toBeUndefined();
    expect(renderStart(storageWith('{not json'))).toBeUndefined();
    expect(renderStart(storageWith(JSON.stringify({ drill: 'everything' })))).toBeUndefined();
  });
});
