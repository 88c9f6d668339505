import type { DataChartWidget, WidgetInteractions } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, renderWithProviders } from '../../../testing/renderWithProviders';
import { chartOf, vizChart, vizDashboard, vizFolder } from '../../vizs/vizTestData';
import { InteractionsPanel } from './InteractionsPanel';
import { boardOf, genresView, genresWidget, orphanWidget, overviewDashboard, salesChart, salesWidget } from './interactionsTestData';

const charts = { c1: salesChart };
const overview = vizDashboard('d1', 'Overview', 'f1', 0);
const tracks = vizChart('c5', 'Tracks', null, 1);

function serve(answers: Record<string, unknown> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      answerApi({
        'GET /orgs/o1/views/v2': genresView,
        'GET /orgs/o1/vizs': [vizFolder('f1', 'Reports', null, 0), overview, tracks],
        'GET /orgs/o1/charts/c5': chartOf(tracks, { viewId: 'v2' }),
        'GET /orgs/o1/dashboards/d1': overviewDashboard,
        ...answers,
      }),
    ),
  );
}

/** The panel on a board of the given widgets, editing the first; returns the interactions of every change. */
function renderPanel(widgets: DataChartWidget[] = [salesWidget, genresWidget]) {
  const changes: WidgetInteractions[] = [];
  function Harness() {
    const [widget, setWidget] = useState(widgets[0]!);
    const board = boardOf(...widgets.map((candidate) => (candidate.id === widget.id ? widget : candidate)));
    return (
      <InteractionsPanel
        widget={widget}
        board={board}
        charts={charts}
        orgId="o1"
        onChange={(next) => {
          changes.push(next.interactions);
          setWidget(next);
        }}
      />
    );
  }
  renderWithProviders([{ path: '/', element: <Harness /> }], '/');
  return { last: () => changes.at(-1)! };
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }).closest('.ant-select')?.querySelector('.ant-select-selector') as Element);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option, .ant-select-tree-node-content-wrapper')].find((element) => element.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('InteractionsPanel, linkage', () => {
  it('links to another chart widget, by same-named columns or by mappings to a column or a variable', async () => {
    serve();
    const { last } = renderPanel();
    fireEvent.click(screen.getByRole('switch', { name: 'A click on a data point filters other widgets' }));
    expect(last().linkage).toEqual({ enabled: true, targets: [] });

    await pick('Widgets it filters', 'Genres');
    expect(last().linkage.targets).toEqual([{ widgetId: 'w2', mappings: [] }]);
    const card = screen.getByRole('group', { name: 'Genres' });
    expect(await within(card).findByText('Without mappings, each dimension filters the column of the same name: country → country.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Add mapping' }));
    expect(last().linkage.targets[0]?.mappings).toEqual([{ sourceUid: 'd1', targetKind: 'field', target: 'country' }]);
    fireEvent.click(within(card).getByRole('button', { name: 'Add mapping' }));
    expect(last().linkage.targets[0]?.mappings[1]).toEqual({ sourceUid: 'd2', targetKind: 'field', target: 'city' });

    const second = within(card).getByRole('group', { name: 'Mapping 2' });
    fireEvent.mouseDown(within(second).getAllByRole('combobox')[1]!.closest('.ant-select')?.querySelector('.ant-select-selector') as Element);
    fireEvent.click(await waitFor(() => [...document.querySelectorAll('.ant-select-item-option')].find((element) => element.getAttribute('title') === 'Variable') as Element));
    fireEvent.change(within(second).getByRole('combobox', { name: 'Query variable' }), { target: { value: 'region' } });
    expect(last().linkage.targets[0]?.mappings[1]).toEqual({ sourceUid: 'd2', targetKind: 'variable', target: 'region' });

    fireEvent.click(within(within(card).getByRole('group', { name: 'Mapping 1' })).getByRole('button', { name: 'Remove' }));
    expect(last().linkage.targets[0]?.mappings).toEqual([{ sourceUid: 'd2', targetKind: 'variable', target: 'region' }]);
  });

  it('says a target that is gone must be reconfigured, until it is removed', async () => {
    serve();
    const linked = { ...salesWidget, interactions: { ...salesWidget.interactions, linkage: { enabled: true, targets: [{ widgetId: 'w3', mappings: [] }, { widgetId: 'w9', mappings: [] }] } } };
    const { last } = renderPanel([linked, orphanWidget]);
    const alerts = await screen.findAllByText(/The linkage chart has been deleted, please reconfigure/);
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Old chart: The linkage chart has been deleted, please reconfigure', 'The linkage chart has been deleted, please reconfigure']);
    fireEvent.click(within(alerts[1]!.closest('.ant-alert') as HTMLElement).getByRole('button', { name: 'Remove' }));
    expect(last().linkage.targets).toEqual([{ widgetId: 'w3', mappings: [] }]);
  });

  it('warns when the widget\'s own saved chart is deleted', () => {
    serve();
    renderPanel([orphanWidget, salesWidget]);
    expect(screen.getByText('The linkage chart has been deleted, please reconfigure')).toBeTruthy();
  });
});

describe('InteractionsPanel, jump', () => {
  it('jumps to a dashboard of the tree in a dialog, passing a field as a controller preset', async () => {
    serve();
    const { last } = renderPanel();
    fireEvent.click(screen.getByRole('switch', { name: 'A click on a data point opens a chart, a dashboard or an address' }));
    expect(last().jump).toEqual({ enabled: true, kind: 'dashboard', action: 'inPlace', params: [] });
    await pick('Choose a dashboard', 'Overview');
    expect(last().jump.targetId).toBe('d1');
    fireEvent.click(screen.getByRole('radio', { name: 'In a dialog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add mapping' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Controller name' }), { target: { value: 'Country' } });
    expect(last().jump).toEqual({ enabled: true, kind: 'dashboard', targetId: 'd1', action: 'dialog', params: [{ sourceUid: 'd1', targetKind: 'field', target: 'Country' }] });
  });

  it('takes an address only once it is http(s) or a path on this site', async () => {
    serve();
    const { last } = renderPanel();
    fireEvent.click(screen.getByRole('switch', { name: 'A click on a data point opens a chart, a dashboard or an address' }));
    fireEvent.click(screen.getByText('URL'));
    expect(last().jump.kind).toBe('url');
    const address = screen.getByRole('textbox', { name: 'Address' });
    fireEvent.change(address, { target: { value: 'ftp://files' } });
    expect(screen.getByText('Use an http(s) address or a path on this site starting with /')).toBeTruthy();
    expect(last().jump.url).toBeUndefined();
    fireEvent.change(address, { target: { value: 'https://example.com/orders' } });
    expect(last().jump.url).toBe('https://example.com/orders');
    expect(screen.queryByText('Use an http(s) address or a path on this site starting with /')).toBeNull();
    expect((address as HTMLInputElement).value).toBe('https://example.com/orders');
  });

  it("jumps to a chart, passing a field as a query variable of the chart's view, its variables offered", async () => {
    serve();
    const { last } = renderPanel();
    fireEvent.click(screen.getByRole('switch', { name: 'A click on a data point opens a chart, a dashboard or an address' }));
    fireEvent.click(screen.getByText('Chart'));
    expect(last().jump).toMatchObject({ kind: 'chart', url: undefined, targetId: undefined });
    expect(screen.getByText(/each parameter sets the query variable of that name on the chart's view/)).toBeTruthy();
    await pick('Choose a chart', 'Tracks');
    expect(last().jump.targetId).toBe('c5');
    fireEvent.click(screen.getByRole('button', { name: 'Add mapping' }));
    const name = screen.getByRole('combobox', { name: 'Variable name' });
    fireEvent.change(name, { target: { value: 'reg' } });
    // The target chart's view (v2) has the query variable "region": it is offered.
    const offered = await waitFor(() => {
      const option = [...document.querySelectorAll('.ant-select-item-option')].find((candidate) => candidate.textContent === 'region');
      if (!option) throw new Error('region is not offered');
      return option;
    });
    fireEvent.click(offered);
    expect(last().jump).toEqual({ enabled: true, kind: 'chart', targetId: 'c5', action: 'inPlace', params: [{ sourceUid: 'd1', targetKind: 'field', target: 'region' }] });
  });

  it('says a target no longer in the tree must be reconfigured', async () => {
    serve();
    const jumping = { ...salesWidget, interactions: { ...salesWidget.interactions, jump: { enabled: true, kind: 'dashboard' as const, targetId: 'd-gone', action: 'inPlace' as const, params: [] } } };
    renderPanel([jumping]);
    expect(await screen.findByText('The jump target has been invalidated or deleted, please reconfigure')).toBeTruthy();
  });
});

describe('InteractionsPanel, drill and view rows', () => {
  it('drills through the first dimension section when it has two fields, and turns view rows off', () => {
    serve();
    const { last } = renderPanel();
    expect(screen.getByText('Walks the fields of the first dimension section in their order: country → Town.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Drill down and up through the dimensions' }));
    expect(last().drill).toEqual({ enabled: true });
    fireEvent.click(screen.getByRole('switch', { name: 'Offer the rows behind a data point in its context menu' }));
    expect(last().viewRows).toEqual({ enabled: false });
  });

  it('cannot drill with fewer than two fields there, and says why', () => {
    serve();
    renderPanel([genresWidget, salesWidget]);
    expect(screen.getByText('Drilling walks the fields of the first dimension section: put at least two fields there first.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Drill down and up through the dimensions' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
