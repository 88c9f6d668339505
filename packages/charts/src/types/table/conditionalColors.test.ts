import { describe, expect, it } from 'vitest';
import { columnColors, contrastText, rampColor } from './conditionalColors';

describe('conditional colours', () => {
  it('interpolates between ramp stops', () => {
    expect(rampColor(['#000000', '#FFFFFF'], 0)).toBe('#000000');
    expect(rampColor(['#000000', '#FFFFFF'], 0.5)).toBe('#808080');
    expect(rampColor(['#000000', '#FF0000', '#FFFFFF'], 0.75)).toBe('#FF8080');
    expect(rampColor(['#000000', '#FFFFFF'], 7)).toBe('#FFFFFF');
  });

  it('chooses the text colour with the higher contrast', () => {
    expect(contrastText('#FFFFFF')).toBe('#1F2329');
    expect(contrastText('#174A8B')).toBe('#FFFFFF');
    expect(contrastText('#FDDBC7')).toBe('#1F2329');
  });

  it('puts equal values mid-ramp and skips what is not a number', () => {
    expect(columnColors([3, '3', 'x'], 'diverging')).toEqual([
      { background: '#F7F7F7', color: '#1F2329' },
      { background: '#F7F7F7', color: '#1F2329' },
      undefined,
    ]);
  });
});
