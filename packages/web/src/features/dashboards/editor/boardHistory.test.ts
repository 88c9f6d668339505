import { BoardConfigSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { boardHistoryReducer, canRedo, canUndo, COALESCE_MS, HISTORY_LIMIT, historyOf, type BoardHistory, type EditedBoard } from './boardHistory';

const board = (name: string): EditedBoard => ({ name, config: BoardConfigSchema.parse({ layout: 'auto' }) });
const change = (history: BoardHistory, name: string, label: string, at: number) => boardHistoryReducer(history, { type: 'change', present: board(name), label, at });

describe('the board history', () => {
  it('undoes and redoes changes in order', () => {
    let history = historyOf(board('a'));
    history = change(history, 'b', 'rename', 0);
    history = change(history, 'c', 'settings', 10);
    expect(canUndo(history)).toBe(true);
    history = boardHistoryReducer(history, { type: 'undo' });
    expect(history.present.name).toBe('b');
    history = boardHistoryReducer(history, { type: 'undo' });
    expect(history.present.name).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(boardHistoryReducer(history, { type: 'undo' })).toBe(history);
    history = boardHistoryReducer(history, { type: 'redo' });
    expect(history.present.name).toBe('b');
    expect(canRedo(history)).toBe(true);
  });

  it('a new change after an undo drops what could have been redone', () => {
    let history = change(change(historyOf(board('a')), 'b', 'x', 0), 'c', 'y', 1);
    history = boardHistoryReducer(history, { type: 'undo' });
    history = change(history, 'd', 'z', 2);
    expect(canRedo(history)).toBe(false);
    expect(history.past.map((entry) => entry.name)).toEqual(['a', 'b']);
  });

  it('joins quick changes with the same label (one drag, one name typed) into one step', () => {
    let history = historyOf(board('a'));
    history = change(history, 'ab', 'move:w1', 0);
    history = change(history, 'abc', 'move:w1', COALESCE_MS - 1);
    history = change(history, 'abcd', 'move:w1', 2 * COALESCE_MS - 2);
    expect(history.past.map((entry) => entry.name)).toEqual(['a']);
    // Later, or another label: a step of its own.
    history = change(history, 'late', 'move:w1', 4 * COALESCE_MS);
    history = change(history, 'other', 'move:w2', 4 * COALESCE_MS + 1);
    expect(history.past.map((entry) => entry.name)).toEqual(['a', 'abcd', 'late']);
  });

  it('does not join a change to one made before an undo', () => {
    let history = change(change(historyOf(board('a')), 'b', 'rename', 0), 'c', 'other', 1);
    history = boardHistoryReducer(history, { type: 'undo' });
    history = change(history, 'b2', 'rename', 2);
    expect(history.past.map((entry) => entry.name)).toEqual(['a', 'b']);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let history = historyOf(board('0'));
    for (let step = 1; step <= HISTORY_LIMIT + 20; step += 1) history = change(history, String(step), `step${step}`, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]?.name).toBe('20');
  });

  it('reset starts again with nothing to undo', () => {
    const history = boardHistoryReducer(change(historyOf(board('a')), 'b', 'x', 0), { type: 'reset', present: board('saved') });
    expect(history).toEqual(historyOf(board('saved')));
  });
});
