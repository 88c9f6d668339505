import { describe, expect, it } from 'vitest';
import { niceCeil, niceFloor } from './niceNumber';

describe('nice scale ends', () => {
  it('round outwards to a short number', () => {
    expect([73.2, 12_345, 0.3, 1, 101, 9.5].map(niceCeil)).toEqual([80, 15_000, 0.3, 1, 120, 10]);
    expect([73.2, 12_345, 0.35, 1, 101].map(niceFloor)).toEqual([60, 12_000, 0.3, 1, 100]);
  });

  it('keeps signs and zero', () => {
    expect(niceCeil(-73.2)).toBe(-60);
    expect(niceFloor(-73.2)).toBe(-80);
    expect(niceCeil(0)).toBe(0);
  });
});
