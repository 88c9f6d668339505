import type { BoardDataEvent, BoardDataRequestInput } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { stubLayout } from '../../charts/testing/stubLayout';
import { BoardDataSourceContext, type BoardDataSource } from '../runtime/boardDataSource';
import { boardOf, chartWidget, dashboardOf, tableChart, widgetOf } from '../viewer/boardTestData';
import { DashboardView } from '../viewer/DashboardView';
import { loadAllControllerFacades } from './controllerFacades';
import { OPTIONS_SEARCH_DELAY_MS } from './ControllerWidgetView';

const CITIES = ['Lyon', 'Paris', 'Parma'];

const optionsFrame = (values: string[]): Dataframe => ({ columns: [{ name: 'value', type: 'string' }], rows: values.map((value) => [value]), pageInfo: { pageNo: 1, pageSize: 1000 }, cached: false });

/**
 * The board's data route as a database would answer it: a controller's options narrowed by the item's
 * search (contains, ignoring case as PostgreSQL's ILIKE does), every request's body kept.
 */
function fakeSource() {
  const bodies: BoardDataRequestInput[] = [];
  const source: BoardDataSource = {
    shared: false,
    stream: ({ body }, onEvent) => {
      bodies.push(body);
      for (const item of body.items) {
        const search = item.search?.toLowerCase() ?? '';
        const frame = optionsFrame(CITIES.filter((city) => city.toLowerCase().includes(search)));
        onEvent({ type: 'frame', widgetId: item.widgetId, kind: item.kind ?? 'data', frame, timing: { elapsedMs: 1, queryMs: 1, rows: frame.rows.length, cached: false, shared: false } } as BoardDataEvent);
      }
      onEvent({ type: 'done', totalMs: 1, queries: body.items.length, items: body.items.length });
      return Promise.resolve();
    },
  };
  return { source, bodies };
}

const controller = (id: string, name: string, facade: 'dropdownList' | 'multiDropdownList', options: Record<string, unknown>) =>
  widgetOf({ id, name, type: 'controller', config: { facade, operator: facade === 'dropdownList' ? 'EQ' : 'IN', targets: [{ viewId: 'v1', name: 'city' }], options } });
const fromData = controller('k1', 'City', 'multiDropdownList', { source: 'data', viewId: 'v1', valueField: 'city' });
const typed = controller('k2', 'Typed city', 'dropdownList', { source: 'static', items: CITIES.map((value) => ({ value })) });

function renderBoard() {
  stubLayout();
  // The app's own calls (not the board's data) answer an empty success.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, data: [] }), { status: 200 }))));
  const { source, bodies } = fakeSource();
  const dashboard = dashboardOf(boardOf([fromData, typed, chartWidget('w1', 't1')]), { t1: tableChart() });
  renderWithProviders(
    [
      {
        path: '/board',
        element: (
          <BoardDataSourceContext.Provider value={source}>
            <DashboardView dashboard={dashboard} mode="view" />
          </BoardDataSourceContext.Provider>
        ),
      },
    ],
    '/board',
  );
  return bodies;
}

const shownOptions = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a controller searching its options on a board', () => {
  beforeAll(() => loadAllControllerFacades());

  it('sends ONE batched request per pause in typing, with the item’s search, and lists what the server answered', async () => {
    const bodies = renderBoard();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.items).toEqual([
      { widgetId: 'k1', kind: 'options' },
      { widgetId: 'w1', kind: 'data' },
    ]);

    const input = screen.getByRole('combobox', { name: 'City' });
    fireEvent.mouseDown(input);
    await waitFor(() => expect(shownOptions()).toEqual(CITIES));
    for (const text of ['P', 'Pa', 'PAR']) fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: OPTIONS_SEARCH_DELAY_MS * 3 });
    expect(bodies[1]!.items).toEqual([{ widgetId: 'k1', kind: 'options', search: 'PAR' }]);
    await waitFor(() => expect(shownOptions()).toEqual(['Paris', 'Parma']));

    // Picking a match asks, in the request of the controller's change, the options without the search.
    fireEvent.click(screen.getByText('Parma', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]!.items).toEqual([
      { widgetId: 'k1', kind: 'options' },
      { widgetId: 'w1', kind: 'data' },
    ]);
    expect(bodies[2]!.controllers).toEqual({ k1: [{ value: 'Parma' }] });
    await waitFor(() => expect(shownOptions()).toEqual(CITIES));
    await pause(OPTIONS_SEARCH_DELAY_MS + 100);
    expect(bodies).toHaveLength(3);
  });

  it('filters options its author typed where they are, asking nothing', async () => {
    const bodies = renderBoard();
    await waitFor(() => expect(bodies).toHaveLength(1));
    const input = screen.getByRole('combobox', { name: 'Typed city' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'lyo' } });
    await waitFor(() => expect(shownOptions()).toEqual(['Lyon']));
    await pause(OPTIONS_SEARCH_DELAY_MS + 100);
    expect(bodies).toHaveLength(1);
  });
});
