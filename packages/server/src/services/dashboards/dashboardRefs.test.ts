import { BoardConfigSchema, type BoardConfigInput, type WidgetInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { chartsNewlyEmbedded, dashboardRefsOf, viewsNewlyRead, widgetsReadingNewly } from './dashboardRefs';

const board = (widgets: WidgetInput[]) => BoardConfigSchema.parse({ layout: 'auto', widgets } satisfies BoardConfigInput);
const chart = (id: string, chartId: string): WidgetInput => ({ id, name: id, type: 'chart', config: { chartId } });
const privateChart = (id: string, viewId: string, pageSize = 1000): WidgetInput => ({ id, name: id, type: 'privateChart', config: { viewId, chart: { chartType: 'table', pageSize } } });
const controller = (id: string, viewId: string): WidgetInput => ({ id, name: id, type: 'controller', config: { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId, name: 'region' }] } });

describe('dashboardRefsOf', () => {
  it('lists the saved charts and the views a board reads, each once', () => {
    const refs = dashboardRefsOf(board([chart('a', 'c1'), privateChart('b', 'v1'), controller('c', 'v1'), controller('d', 'v2'), { id: 't', name: 't', type: 'timer', config: {} }]));
    expect(refs).toEqual([
      { kind: 'chart', id: 'c1' },
      { kind: 'view', id: 'v1' },
      { kind: 'view', id: 'v2' },
    ]);
  });
});

describe('what a save newly reads', () => {
  const stored = board([chart('a', 'c1'), privateChart('b', 'v1'), controller('c', 'v2')]);

  it('is everything for a new board', () => {
    expect(chartsNewlyEmbedded(stored)).toEqual(['c1']);
    expect(viewsNewlyRead(stored).sort()).toEqual(['v1', 'v2']);
  });

  it('is nothing for the stored board again, whatever moved or was renamed around it', () => {
    const moved = board([chart('a', 'c1'), privateChart('b', 'v1'), controller('c', 'v2')].map((widget) => ({ ...widget, name: `${widget.name}_renamed`, desktop: { x: 2, y: 3, w: 4, h: 5 } })));
    expect(chartsNewlyEmbedded(moved, stored)).toEqual([]);
    expect(widgetsReadingNewly(moved, stored)).toEqual([]);
  });

  it('is a chart added, and the views of a widget added or changed', () => {
    const changed = board([chart('a', 'c1'), chart('z', 'c2'), privateChart('b', 'v1', 10), controller('c', 'v2'), controller('d', 'v3')]);
    expect(chartsNewlyEmbedded(changed, stored)).toEqual(['c2']);
    expect(widgetsReadingNewly(changed, stored).map(({ widget }) => widget.id)).toEqual(['b', 'd']);
    expect(viewsNewlyRead(changed, stored)).toEqual(['v1', 'v3']);
  });
});
