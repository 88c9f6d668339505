import { describe, expect, it } from 'vitest';
import { autoAdvance, stepOfKey, stepTo } from './storyNavigation';

describe('storyNavigation', () => {
  it('maps the player keys to steps', () => {
    expect(['ArrowRight', 'ArrowDown', ' ', 'PageDown'].map(stepOfKey)).toEqual(['next', 'next', 'next', 'next']);
    expect(['ArrowLeft', 'ArrowUp', 'PageUp'].map(stepOfKey)).toEqual(['previous', 'previous', 'previous']);
    expect([stepOfKey('Home'), stepOfKey('End'), stepOfKey('a')]).toEqual(['first', 'last', undefined]);
  });

  it('stops manual steps at either end', () => {
    expect(stepTo(2, 3, 'next')).toBe(2);
    expect(stepTo(0, 3, 'previous')).toBe(0);
    expect(stepTo(1, 3, 'last')).toBe(2);
    expect(stepTo(1, 3, 'first')).toBe(0);
    expect(stepTo(0, 0, 'next')).toBe(0);
  });

  it('advances by itself to the next page, loops or stops after the last', () => {
    expect(autoAdvance(0, 3, false)).toBe(1);
    expect(autoAdvance(2, 3, true)).toBe(0);
    expect(autoAdvance(2, 3, false)).toBeUndefined();
    expect(autoAdvance(0, 1, true)).toBeUndefined();
  });
});
