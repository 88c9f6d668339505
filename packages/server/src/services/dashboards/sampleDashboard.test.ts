import { boardReferences, checkBoard } from '@redbi/charts';
import { describe, expect, it } from 'vitest';
import { sampleBoard } from './sampleDashboard';

describe('sampleBoard', () => {
  const board = sampleBoard('v1', ['c1', 'c2', 'c3', 'c4']);

  it('breaks none of the board rules and reads only the sample view and charts', () => {
    expect(checkBoard(board)).toEqual([]);
    expect(boardReferences(board)).toEqual({ chartIds: ['c1', 'c2', 'c3', 'c4'], viewIds: ['v1'] });
  });

  it('links the genre chart to the other three, and lays the widgets out without overlap', () => {
    const genre = board.widgets.find((widget) => widget.name === 'Sales by genre');
    expect(genre?.type === 'chart' && genre.interactions.linkage).toEqual({ enabled: true, targets: [{ widgetId: 'month', mappings: [] }, { widgetId: 'country', mappings: [] }, { widgetId: 'cities', mappings: [] }] });
    const cells = new Set<string>();
    for (const { desktop } of board.widgets) {
      for (let x = desktop.x; x < desktop.x + desktop.w; x += 1) {
        for (let y = desktop.y; y < desktop.y + desktop.h; y += 1) {
          expect(cells.has(`${x},${y}`)).toBe(false);
          cells.add(`${x},${y}`);
        }
      }
    }
  });
});
