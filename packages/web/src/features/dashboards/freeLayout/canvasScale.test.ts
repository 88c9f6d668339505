import { describe, expect, it } from 'vitest';
import { canvasScale, fitZoom, stepZoom } from './canvasScale';

const canvas = { width: 1920, height: 1080 };
const viewport = { width: 960, height: 720 };

describe('canvasScale', () => {
  it('fits the width, the height, both, or keeps the canvas as it is', () => {
    expect(canvasScale('scaleWidth', canvas, viewport)).toEqual({ x: 0.5, y: 0.5 });
    expect(canvasScale('scaleHeight', canvas, viewport)).toEqual({ x: 720 / 1080, y: 720 / 1080 });
    expect(canvasScale('scaleFull', canvas, viewport)).toEqual({ x: 0.5, y: 720 / 1080 });
    expect(canvasScale('noScale', canvas, viewport)).toEqual({ x: 1, y: 1 });
  });

  it('leaves a side at 1 while the viewport is not measured', () => {
    expect(canvasScale('scaleWidth', canvas, { width: 0, height: 0 })).toEqual({ x: 1, y: 1 });
    expect(canvasScale('scaleFull', canvas, { width: 960, height: 0 })).toEqual({ x: 0.5, y: 1 });
  });
});

describe('editor zoom', () => {
  it('fits the canvas width into the room within 25–200 %', () => {
    expect(fitZoom(1920, 960)).toBe(0.5);
    expect(fitZoom(1920, 200)).toBe(0.25);
    expect(fitZoom(400, 2000)).toBe(2);
    expect(fitZoom(1920, 0)).toBe(1);
  });

  it('steps through the presets from any zoom, stopping at the range ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(0.6, 1)).toBe(0.75);
    expect(stepZoom(0.6, -1)).toBe(0.5);
    expect(stepZoom(2, 1)).toBe(2);
    expect(stepZoom(0.25, -1)).toBe(0.25);
  });
});
