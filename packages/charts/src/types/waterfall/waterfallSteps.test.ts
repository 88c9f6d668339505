import { describe, expect, it } from 'vitest';
import { waterfallSteps } from './waterfallSteps';

describe('waterfall steps', () => {
  it('lifts each step to the running total and sorts it into increase or decrease', () => {
    expect(waterfallSteps([5, 12, -3, null], true)).toEqual({
      base: [0, 5, 17, 14, 0],
      increase: [5, 12, null, null, null],
      decrease: [null, null, -3, null, null],
      total: [null, null, null, null, 14],
      running: [5, 17, 14, 14, 14],
    });
  });

  it('leaves the total out when not asked for, and runs below zero', () => {
    const steps = waterfallSteps([2, -5], false);
    expect(steps.base).toEqual([0, 2]);
    expect(steps.running).toEqual([2, -3]);
    expect(steps.total).toEqual([null, null]);
  });
});
