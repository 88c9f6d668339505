import { describe, expect, it } from 'vitest';
import { findConditionSpan } from './conditionSpans';
import { nestEdits } from './editTree';
import { lexSql } from './sqlTokens';
import { editText, lineColumnAt, slicePieces, sourceOffset } from './textEdits';
import { structureOf } from './tokenStructure';
import { appErrorOf } from './sqlViewTestKit';

describe('edited text and the way back', () => {
  const source = 'ab $x$ cd $y$';
  const edited = editText(source, [
    { start: 3, end: 6, text: 'LONGER' },
    { start: 10, end: 13, text: '' },
  ]);

  it('maps offsets of copied text to the same characters, inserted text to what it replaced', () => {
    expect(edited.text).toBe('ab LONGER cd ');
    expect(sourceOffset(edited, 1, source.length)).toBe(1);
    expect(sourceOffset(edited, 5, source.length)).toBe(3);
    expect(sourceOffset(edited, 10, source.length)).toBe(7);
    expect(sourceOffset(edited, edited.text.length, source.length)).toBe(source.length);
  });

  it('slices pieces with their offsets in the old text', () => {
    expect(slicePieces(edited, 1, 11)).toEqual([{ text: 'b ', at: 1 }, { text: 'LONGER' }, { text: ' c', at: 6 }]);
  });

  it('counts lines and columns from 1', () => {
    expect(lineColumnAt('ab\ncd\n', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt('ab\ncd\n', 6)).toEqual({ line: 3, column: 1 });
  });
});

describe('reading conditions defensively', () => {
  it('refuses edits that overlap without nesting', () => {
    const edit = (start: number, end: number) => ({ kind: 'condition' as const, id: start, start, end });
    expect(nestEdits([edit(0, 10), edit(2, 4), edit(5, 9)], 'v')).toHaveLength(1);
    expect(appErrorOf(() => nestEdits([edit(0, 5), edit(3, 8)], 'v'))).toMatchObject({ messageKey: 'query.variableNotPlaced', params: { name: 'v' } });
  });

  it('finds no condition when the operator the parser saw is not there', () => {
    const tokens = lexSql('select * from t where a = $v$', 'postgres', (name) => name === 'v');
    const structure = structureOf(tokens, false);
    const occurrence = tokens.findIndex((token) => token.kind === 'variable');
    expect(findConditionSpan(structure, occurrence, 'right', '=')).toBeDefined();
    expect(findConditionSpan(structure, occurrence, 'right', '<')).toBeUndefined();
    expect(findConditionSpan(structure, occurrence, 'left', '=')).toBeUndefined();
  });
});
