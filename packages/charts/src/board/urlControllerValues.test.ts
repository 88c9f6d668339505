import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget, controllerWidget } from './boardFixtures';
import { urlControllerValues } from './urlControllerValues';

describe('urlControllerValues', () => {
  it('presets controllers by name in any case, or by id, keeping values as text', () => {
    const board = boardOf([
      { ...controllerWidget('k1', { facade: 'multiDropdownList', operator: 'IN' }), name: 'Region' },
      controllerWidget('k2', { facade: 'value', operator: 'GT' }),
      chartWidget('chart'),
    ]);
    const entries: [string, string][] = [
      ['region', 'East'],
      ['REGION', 'West'],
      ['k2', '10'],
      ['chart', 'x'],
      ['unknown', 'y'],
    ];
    expect(urlControllerValues(board, entries)).toEqual({ k1: [{ value: 'East' }, { value: 'West' }], k2: [{ value: '10' }] });
  });
});
