import { AppError } from '@redbi/shared/errors';
import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget } from './boardFixtures';
import { migrateBoard } from './migrateBoard';

describe('migrateBoard', () => {
  it('round-trips a current board', () => {
    const board = boardOf([chartWidget('a')]);
    expect(migrateBoard(JSON.parse(JSON.stringify(board)))).toEqual(board);
  });

  it('reads a board without a version as version 1 and fills the defaults', () => {
    const board = migrateBoard({ layout: 'free', widgets: [{ id: 'a', name: 'A', type: 'timer', config: {} }] });
    expect(board).toMatchObject({ version: 1, settings: { rowHeight: 32, queryMode: 'auto', width: 1920 }, widgets: [{ config: { format: 'YYYY-MM-DD HH:mm:ss' }, z: 0 }] });
  });

  it('refuses a version newer than it knows', () => {
    const error = (() => {
      try {
        migrateBoard({ version: 2, layout: 'auto' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION', messageKey: 'validation.boardVersion', params: { version: '2' } });
  });

  it('rejects what is not a board', () => {
    expect(() => migrateBoard('board')).toThrow();
    expect(() => migrateBoard({ version: 1, layout: 'grid' })).toThrow();
  });
});
