import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { stubLayout } from '../../charts/testing/stubLayout';
import { boardOf, chartWidget, dashboardOf, ndjsonAnswer, tableChart, widgetOf } from './boardTestData';
import { DashboardView } from './DashboardView';
import type { BoardMode } from '../boardContract';
import type { BoardConfig } from '@redbi/shared/domain';

const DATA_URL = '/redBi/api/v1/orgs/o1/dashboards/d1/data';

/** The data route answers a frame for each item asked; every other call an empty success. */
function serveBoard() {
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === DATA_URL) {
      const body = JSON.parse(String(init?.body)) as { items: { widgetId: string }[] };
      return Promise.resolve(ndjsonAnswer(body.items.map((item) => item.widgetId)));
    }
    return Promise.resolve(new Response(JSON.stringify({ success: true, data: [] }), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchStub);
  const dataBodies = () =>
    fetchStub.mock.calls.filter(([input]) => String(input) === DATA_URL).map(([, init]) => JSON.parse(String(init?.body)) as { items: { widgetId: string; kind: string }[]; controllers: unknown });
  return { fetchStub, dataBodies };
}

/** An IntersectionObserver the test drives: `show(widgetId)` scrolls that widget's frame into view. */
function stubIntersections() {
  const observers: { callback: IntersectionObserverCallback; elements: Set<Element> }[] = [];
  class DrivenObserver {
    private readonly record: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: new Set() };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.add(element);
    }
    unobserve(element: Element) {
      this.record.elements.delete(element);
    }
    disconnect() {
      this.record.elements.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', DrivenObserver);
  return {
    show(widgetId: string) {
      for (const { callback, elements } of observers) {
        const target = [...elements].find((element) => (element as HTMLElement).dataset.widgetId === widgetId);
        if (target) callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

/** Every frame at the top of the window but `far`, which lies well below it. */
function placeBelow(far: string) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.dataset.widgetId === far ? new DOMRect(0, 5000, 640, 300) : new DOMRect(0, 0, 640, 300);
  });
}

const renderBoard = (config: BoardConfig, mode: BoardMode = 'view') =>
  renderWithProviders([{ path: '/board', element: <DashboardView dashboard={dashboardOf(config, { t1: tableChart() })} mode={mode} /> }], '/board');

describe('DashboardView', () => {
  it('asks every data widget on screen in ONE request, the off-screen one when it scrolls into view, and the whole board again on reset', async () => {
    stubLayout();
    const intersections = stubIntersections();
    placeBelow('w3');
    const { dataBodies } = serveBoard();
    renderBoard(
      boardOf([
        chartWidget('w1', 't1', { name: 'North' }),
        chartWidget('w2', 't1', { name: 'South' }),
        chartWidget('w3', 't1', { name: 'Far below' }),
        widgetOf({ id: 'img', name: 'Logo', type: 'image', config: { src: 'https://example.com/logo.png' } }),
        widgetOf({ id: 'r1', name: 'Reset', type: 'resetButton', config: {} }),
      ]),
    );
    await waitFor(() => expect(dataBodies()).toHaveLength(1));
    expect(dataBodies()[0]!.items.map((item) => item.widgetId)).toEqual(['w1', 'w2']);
    await waitFor(() => expect(document.querySelectorAll('[data-widget-id="w1"] table').length).toBeGreaterThan(0));

    intersections.show('w3');
    await waitFor(() => expect(dataBodies()).toHaveLength(2));
    expect(dataBodies()[1]!.items.map((item) => item.widgetId)).toEqual(['w3']);

    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(dataBodies()).toHaveLength(3));
    expect(dataBodies()[2]!.items.map((item) => item.widgetId)).toEqual(['w1', 'w2', 'w3']);
    // Nothing else asked on its own.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dataBodies()).toHaveLength(3);
  });

  it('asks everything at once in render mode and says when the board has painted', async () => {
    stubLayout();
    stubIntersections();
    placeBelow('w2');
    const { dataBodies } = serveBoard();
    const { container } = renderBoard(boardOf([chartWidget('w1', 't1'), chartWidget('w2', 't1')]), 'render');
    await waitFor(() => expect(dataBodies()).toHaveLength(1));
    expect(dataBodies()[0]!.items.map((item) => item.widgetId)).toEqual(['w1', 'w2']);
    await waitFor(() => expect(container.querySelector('[data-board-painted="true"]')).toBeTruthy());
    expect(container.querySelectorAll('[data-widget-painted="true"]').length).toBe(2);
  });

  it('shows a widget’s error in its frame while the others draw', async () => {
    stubLayout();
    const fetchStub = vi.fn(() =>
      Promise.resolve(
        new Response(
          [
            JSON.stringify({ type: 'error', widgetId: 'w1', kind: 'data', errCode: 'LINKED_CHART_DELETED', message: 'The linkage chart has been deleted, please reconfigure' }),
            JSON.stringify({ type: 'done', totalMs: 3, queries: 0, items: 1 }),
          ].join('\n'),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderBoard(boardOf([chartWidget('w1', 'missing')]));
    expect((await screen.findByRole('alert')).textContent).toContain('The linkage chart has been deleted, please reconfigure');
  });
});
