import { describe, expect, it } from 'vitest';
import { chartThemes } from '../../theme/chartTheme';
import { changeColor, changeOf, numberOf, percentText, signedText } from './comparisonMath';

describe('the change against a base', () => {
  it('is the difference and its share of the base', () => {
    expect(changeOf(120, 100)).toEqual({ absolute: 20, percent: 20, direction: 'up' });
    expect(changeOf(75, 100)).toEqual({ absolute: -25, percent: -25, direction: 'down' });
    expect(changeOf(100, 100)).toEqual({ absolute: 0, percent: 0, direction: 'flat' });
  });

  it('has no percentage of a zero base, but still a direction', () => {
    expect(changeOf(5, 0)).toEqual({ absolute: 5, percent: undefined, direction: 'up' });
    expect(changeOf(0, 0)).toEqual({ absolute: 0, percent: undefined, direction: 'flat' });
  });

  it('measures against the size of a negative base: a loss that shrinks is up', () => {
    expect(changeOf(-50, -100)).toEqual({ absolute: 50, percent: 50, direction: 'up' });
    expect(changeOf(-150, -100)).toEqual({ absolute: -50, percent: -50, direction: 'down' });
    expect(changeOf(50, -100)).toEqual({ absolute: 150, percent: 150, direction: 'up' });
  });

  it('treats float noise as no change', () => {
    expect(changeOf(0.1 + 0.2, 0.3).direction).toBe('flat');
  });
});

describe('the colour of a change', () => {
  const theme = chartThemes.light;
  it('is good going up when higher is better, and the other way round when lower is better', () => {
    expect(changeColor('up', false, theme)).toBe(theme.positive);
    expect(changeColor('down', false, theme)).toBe(theme.negative);
    expect(changeColor('up', true, theme)).toBe(theme.negative);
    expect(changeColor('down', true, theme)).toBe(theme.positive);
    expect(changeColor('flat', true, theme)).toBe(theme.textMuted);
  });
});

describe('the texts of a change', () => {
  it('writes percentages with their sign, one decimal below 100 %', () => {
    expect(percentText(12.345)).toBe('+12.3%');
    expect(percentText(-4)).toBe('−4.0%');
    expect(percentText(250.4)).toBe('+250%');
    expect(percentText(0.01)).toBe('0.0%');
  });

  it('signs a formatted size', () => {
    expect(signedText(1234, (size) => `${size / 1000}K`)).toBe('+1.234K');
    expect(signedText(-30, (size) => `$${size}`)).toBe('−$30');
    expect(signedText(0, String)).toBe('0');
  });

  it('reads numbers from the database’s forms', () => {
    expect(numberOf('12.50')).toBe(12.5);
    expect(numberOf(10n)).toBe(10);
    expect(numberOf(null)).toBeUndefined();
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('n/a')).toBeUndefined();
  });
});
