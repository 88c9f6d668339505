import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, renderWithProviders } from '../../../testing/renderWithProviders';
import { stubLayout } from '../../charts/testing/stubLayout';
import { boardOf, chartWidget, dashboardOf, ndjsonAnswer, tableChart } from '../../dashboards/viewer/boardTestData';
import { storyboardOf } from '../storyboardTestData';
import { StoryPlayerRoute } from './StoryPlayerRoute';

const API = '/redBi/api/v1';
const slow = { timeout: 10_000 };

const storyboard = storyboardOf(['d1', 'd2', 'd3'].map((vizId, n) => ({ id: `p${n + 1}`, kind: 'dashboard', vizId, name: `Page ${n + 1}`, dwellSec: 5 })));

const boardNamed = (id: string) => ({ ...dashboardOf(boardOf([chartWidget(`w-${id}`, 't1', { name: `Table of ${id}` })]), { t1: tableChart() }), id, name: `Board ${id}` });

function serve() {
  const answers = answerApi({
    'GET /orgs/o1/storyboards/s1': storyboard,
    'GET /orgs/o1/dashboards/d1': boardNamed('d1'),
    'GET /orgs/o1/dashboards/d2': boardNamed('d2'),
    'GET /orgs/o1/dashboards/d3': boardNamed('d3'),
  });
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith('/data')) return answers(input, init);
    const body = JSON.parse(String(init?.body)) as { items: { widgetId: string }[] };
    return Promise.resolve(ndjsonAnswer(body.items.map((item) => item.widgetId)));
  });
  vi.stubGlobal('fetch', fetchStub);
  const callsTo = (method: string, path: string) => fetchStub.mock.calls.filter(([input, init]) => String(input) === `${API}${path}` && (init?.method ?? 'GET') === method);
  return { callsTo };
}

const painted = (dashboardId: string) => document.querySelector(`[data-widget-id="w-${dashboardId}"][data-widget-painted="true"]`);

describe('StoryPageView (the in-app player pages)', () => {
  it('draws the next page hidden before it is shown, and does not ask its data again when it is', async () => {
    stubLayout();
    const { callsTo } = serve();
    renderWithProviders([{ path: '/play/:storyboardId', element: <StoryPlayerRoute orgId="o1" /> }], '/play/s1');
    expect(await screen.findByRole('group', { name: 'Page 1' }, slow)).toBeTruthy();
    // While page 1 is on show, page 2's definition, code and ONE data request have come, and it has drawn.
    await waitFor(() => expect(painted('d1')).toBeTruthy(), slow);
    await waitFor(() => expect(painted('d2')).toBeTruthy(), slow);
    expect(painted('d2')!.closest('[aria-hidden]')).toBeTruthy();
    expect(callsTo('GET', '/orgs/o1/dashboards/d2')).toHaveLength(1);
    expect(callsTo('POST', '/orgs/o1/dashboards/d2/data')).toHaveLength(1);
    // Only the next page: page 3 is not asked for yet.
    expect(callsTo('GET', '/orgs/o1/dashboards/d3')).toHaveLength(0);

    act(() => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
    const shown = screen.getByRole('group', { name: 'Page 2' });
    // On screen at once, already drawn: the same drawing, not a new one.
    expect(shown.contains(painted('d2'))).toBe(true);
    await waitFor(() => expect(painted('d3')).toBeTruthy(), slow);
    expect(callsTo('POST', '/orgs/o1/dashboards/d2/data')).toHaveLength(1);
    expect(callsTo('GET', '/orgs/o1/dashboards/d2')).toHaveLength(1);
    expect(callsTo('POST', '/orgs/o1/dashboards/d1/data')).toHaveLength(1);
    expect(callsTo('POST', '/orgs/o1/dashboards/d3/data')).toHaveLength(1);
  });
});
