import type { BoardDataEvent, BoardDataRequestInput, Widget } from '@redbi/shared/domain';
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
import { textValues } from './facades/facadeValues';

/** The cities of the options' view, each with its country (a tree controller's parent field). */
const PLACES = [
  ['Lyon', 'France'],
  ['Paris', 'France'],
  ['Parma', 'Italy'],
];
const CITIES = PLACES.map(([city]) => city!);

/** A controller's options frame: the value and its parent (controllers without parent fields read no parent_0). */
const optionsFrame = (rows: string[][]): Dataframe => ({
  columns: [
    { name: 'value', type: 'string' },
    { name: 'parent_0', type: 'string' },
  ],
  rows,
  pageInfo: { pageNo: 1, pageSize: 1000 },
  cached: false,
});

/**
 * The board's data route as a database would answer it: a controller's options narrowed by the item's
 * search (contains, ignoring case as PostgreSQL's ILIKE does), at most `listed` of them (as the real route
 * lists 1000), every request's body kept.
 */
function fakeSource(listed: number) {
  const bodies: BoardDataRequestInput[] = [];
  const source: BoardDataSource = {
    shared: false,
    stream: ({ body }, onEvent) => {
      bodies.push(body);
      for (const item of body.items) {
        const search = item.search?.toLowerCase() ?? '';
        const frame = optionsFrame(PLACES.filter(([city]) => city!.toLowerCase().includes(search)).slice(0, listed));
        onEvent({ type: 'frame', widgetId: item.widgetId, kind: item.kind ?? 'data', frame, timing: { elapsedMs: 1, queryMs: 1, rows: frame.rows.length, cached: false, shared: false } } as BoardDataEvent);
      }
      onEvent({ type: 'done', totalMs: 1, queries: body.items.length, items: body.items.length });
      return Promise.resolve();
    },
  };
  return { source, bodies };
}

const controller = (id: string, name: string, facade: 'dropdownList' | 'multiDropdownList' | 'dropdownTree' | 'tree', options: Record<string, unknown>, defaults: { value: string }[] = []) =>
  widgetOf({ id, name, type: 'controller', config: { facade, operator: facade === 'dropdownList' ? 'EQ' : 'IN', targets: [{ viewId: 'v1', name: 'city' }], options, defaults } });
const fromData = controller('k1', 'City', 'multiDropdownList', { source: 'data', viewId: 'v1', valueField: 'city' });
const typed = controller('k2', 'Typed city', 'dropdownList', { source: 'static', items: CITIES.map((value) => ({ value })) });

function renderBoard(widgets: Widget[] = [fromData, typed], listed = PLACES.length) {
  stubLayout();
  // The app's own calls (not the board's data) answer an empty success.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, data: [] }), { status: 200 }))));
  const { source, bodies } = fakeSource(listed);
  const dashboard = dashboardOf(boardOf([...widgets, chartWidget('w1', 't1')]), { t1: tableChart() });
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

/** The titles a tree draws (in place or in its dropdown), in order: an open node's children follow it. */
const treeTitles = () => [...document.querySelectorAll('.ant-tree-title, .ant-select-tree-title')].map((title) => title.textContent);

function tick(title: string) {
  const node = [...document.querySelectorAll('.ant-tree-treenode, .ant-select-tree-treenode')].find((each) => each.querySelector('.ant-tree-title, .ant-select-tree-title')?.textContent === title);
  fireEvent.click(node!.querySelector('.ant-tree-checkbox, .ant-select-tree-checkbox')!);
}

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

describe('a tree controller searching its options on a board', () => {
  beforeAll(() => loadAllControllerFacades());

  // The route lists two options: Parma lies beyond them, as a value beyond the first 1000 would.
  const places = { source: 'data', viewId: 'v1', valueField: 'city', parentFields: ['country'] };

  it('sends a dropdown tree’s typed text as the item’s search, draws the matching rows under their parents, open, and asks the whole list again on a tick', async () => {
    const bodies = renderBoard([controller('k3', 'Place', 'dropdownTree', places)], 2);
    await waitFor(() => expect(bodies).toHaveLength(1));
    const input = screen.getByRole('combobox', { name: 'Place' });
    fireEvent.mouseDown(input);
    await waitFor(() => expect(treeTitles()).toEqual(['France']));

    fireEvent.change(input, { target: { value: 'parm' } });
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: OPTIONS_SEARCH_DELAY_MS * 3 });
    expect(bodies[1]!.items).toEqual([{ widgetId: 'k3', kind: 'options', search: 'parm' }]);
    await waitFor(() => expect(treeTitles()).toEqual(['Italy', 'Parma']));

    tick('Parma');
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]!.items).toContainEqual({ widgetId: 'k3', kind: 'options' });
    expect(bodies[2]!.controllers).toEqual({ k3: [{ value: 'Parma' }] });
  });

  it('searches an in-place tree from its search box, keeping the chosen values under their parents, and chosen when no longer drawn', async () => {
    const bodies = renderBoard([controller('k4', 'Places', 'tree', places, [{ value: 'Lyon' }])], 2);
    await waitFor(() => expect(treeTitles()).toEqual(['France', 'Lyon', 'Paris']));
    const box = screen.getByRole('textbox', { name: 'Places: Search' });

    fireEvent.change(box, { target: { value: 'parm' } });
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: OPTIONS_SEARCH_DELAY_MS * 3 });
    expect(bodies[1]!.items).toEqual([{ widgetId: 'k4', kind: 'options', search: 'parm' }]);
    await waitFor(() => expect(treeTitles()).toEqual(['Italy', 'Parma', 'France', 'Lyon']));
    tick('Parma');
    await waitFor(() => expect(bodies.at(-1)!.controllers).toEqual({ k4: [{ value: 'Lyon' }, { value: 'Parma' }] }));

    // Emptied, the box brings the listed options back; Parma, beyond them, stays chosen as Paris is ticked.
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(treeTitles()).toEqual(['France', 'Lyon', 'Paris']));
    tick('Paris');
    await waitFor(() => expect(textValues(bodies.at(-1)!.controllers?.k4 ?? []).sort()).toEqual(['Lyon', 'Paris', 'Parma']));
  });

  it('filters a typed-in tree where it is, asking nothing', async () => {
    const items = PLACES.map(([value, parent]) => ({ value, parent }));
    const bodies = renderBoard([controller('k5', 'Typed place', 'dropdownTree', { source: 'static', items })]);
    await waitFor(() => expect(bodies).toHaveLength(1));
    const input = screen.getByRole('combobox', { name: 'Typed place' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'par' } });
    await waitFor(() => expect(treeTitles()).toEqual(['France', 'Paris', 'Italy', 'Parma']));
    await pause(OPTIONS_SEARCH_DELAY_MS + 100);
    expect(bodies).toHaveLength(1);
  });
});
