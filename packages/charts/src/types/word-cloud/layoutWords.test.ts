import { describe, expect, it } from 'vitest';
import { fontSizeOf, layoutWords, type PlacedWord } from './layoutWords';
import { textEms, wordBox } from './wordBox';

const options = { width: 800, height: 500, minFontSize: 12, maxFontSize: 56, rotation: 'none' as const };
const words = Array.from({ length: 150 }, (_, index) => ({ text: index % 4 === 0 ? `词语${index}` : `word${index}`, weight: Math.round(10_000 / (index + 1)) }));

const overlaps = (a: PlacedWord, b: PlacedWord) =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;

function expectNoOverlapInside(placed: readonly PlacedWord[], width: number, height: number) {
  for (const [index, word] of placed.entries()) {
    expect(word.x - word.width / 2).toBeGreaterThanOrEqual(0);
    expect(word.y - word.height / 2).toBeGreaterThanOrEqual(0);
    expect(word.x + word.width / 2).toBeLessThanOrEqual(width);
    expect(word.y + word.height / 2).toBeLessThanOrEqual(height);
    for (const other of placed.slice(index + 1)) expect(overlaps(word, other), `${word.text} overlaps ${other.text}`).toBe(false);
  }
}

describe('word cloud layout', () => {
  it('estimates CJK characters at 1 em, capitals at 0.68 em and others at 0.55 em', () => {
    expect(textEms('中文')).toBe(2);
    expect(textEms('ab')).toBeCloseTo(1.1);
    expect(textEms('SQL')).toBeCloseTo(2.04);
    expect(wordBox('数据ab', 20).width).toBeCloseTo(62);
    expect(wordBox('数据ab', 20).height).toBeCloseTo(23);
  });

  it('places words with no two boxes overlapping, all inside the area', () => {
    const placed = layoutWords(words, options);
    expect(placed.length).toBeGreaterThan(100);
    expectNoOverlapInside(placed, 800, 500);
  });

  it('also when every third word stands upright, and in a tall narrow area', () => {
    const mixed = layoutWords(words, { ...options, rotation: 'mixed' });
    expect(mixed.some((word) => word.rotated)).toBe(true);
    expect(mixed.filter((word) => word.rotated).every((word) => word.height > word.width)).toBe(true);
    expectNoOverlapInside(mixed, 800, 500);
    const tall = layoutWords(words, { ...options, width: 300, height: 700 });
    expectNoOverlapInside(tall, 300, 700);
  });

  it('puts the heaviest word biggest, near the centre, and sizes by weight between the settings', () => {
    const placed = layoutWords(words, options);
    expect(placed[0]).toMatchObject({ text: '词语0', fontSize: 56 });
    expect(Math.abs(placed[0]!.x - 400)).toBeLessThan(20);
    expect(Math.abs(placed[0]!.y - 250)).toBeLessThan(20);
    expect(Math.min(...placed.map((word) => word.fontSize))).toBeGreaterThanOrEqual(12);
    for (const [index, word] of placed.slice(1).entries()) expect(word.fontSize).toBeLessThanOrEqual(placed[index]!.fontSize);
  });

  it('is deterministic', () => {
    expect(layoutWords([...words].reverse(), options)).toEqual(layoutWords(words, options));
  });

  it('leaves out words that do not fit', () => {
    const placed = layoutWords(words, { ...options, width: 120, height: 60 });
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(words.length);
    expectNoOverlapInside(placed, 120, 60);
    expect(layoutWords([{ text: 'far-too-long-a-word-for-this', weight: 1 }], { ...options, width: 50, height: 50 })).toEqual([]);
  });

  it('skips empty texts and weights that are not numbers, and sizes equal weights at the largest size', () => {
    const placed = layoutWords([{ text: '', weight: 3 }, { text: 'a', weight: Number.NaN }, { text: 'b', weight: 2 }, { text: 'c', weight: 2 }], options);
    expect(placed.map((word) => [word.text, word.fontSize])).toEqual([
      ['b', 56],
      ['c', 56],
    ]);
  });

  it('sizes by the square root of the weight, so one heavy word does not flatten the rest', () => {
    const sizes = { minFontSize: 12, maxFontSize: 56 };
    expect(fontSizeOf(10_000, 0, 10_000, sizes)).toBe(56);
    expect(fontSizeOf(0, 0, 10_000, sizes)).toBe(12);
    // A quarter of the heaviest weight is half-way in size (linear would put it at a quarter: 23 px).
    expect(fontSizeOf(2_500, 0, 10_000, sizes)).toBe(34);
  });
});
