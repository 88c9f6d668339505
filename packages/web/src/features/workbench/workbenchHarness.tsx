import type { Chart } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { answerApi, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { ChartWorkbench } from './ChartWorkbench';
import { answerSpec, invoices, invoicesNode, savedChart, vizNodes } from './workbenchTestData';

/* Driving the chart workbench in tests: its API answered, and its menus, dialogs and sections found. */

export type FetchStub = ReturnType<typeof serve>;

/** The API as the workbench uses it; execute answers each QuerySpec with rows shaped by its aliases. */
export function serve(answers: Record<string, unknown> = {}) {
  const statics = answerApi({
    'GET /orgs/o1/views': [invoicesNode],
    'GET /orgs/o1/views/v1': invoices,
    'GET /orgs/o1/vizs': vizNodes,
    'GET /orgs/o1/charts/c1': savedChart(),
    ...answers,
  });
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/redBi/api/v1', '');
    if (path === '/data-provider/execute' && !('POST /data-provider/execute' in answers)) {
      return Promise.resolve(new Response(JSON.stringify({ success: true, data: answerSpec(JSON.parse(String(init?.body))) })));
    }
    return statics(input, init);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The chart's own runs (the distinct-value queries of the filter editor do not ask for the SQL). */
export const chartRuns = (fetchStub: FetchStub) => (bodiesSentTo(fetchStub, '/data-provider/execute', 'POST') as Record<string, unknown>[]).filter((body) => body.script === true);

export function open({ chartId, initialViewId = 'v1' }: { chartId?: string; initialViewId?: string } = {}) {
  const onSaved = vi.fn<(chart: Chart) => void>();
  const onClose = vi.fn();
  const element = <ChartWorkbench orgId="o1" chartId={chartId} initialViewId={chartId ? undefined : initialViewId} parentId="f1" onSaved={onSaved} onClose={onClose} />;
  const rendered = renderWithProviders([{ path: '/wb', element }], '/wb');
  return { ...rendered, onSaved, onClose };
}

/** The dropdown menu opened last (closed ones stay in the document, hidden). */
export const openMenu = () =>
  waitFor(() => {
    const menu = [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)')].at(-1);
    if (!menu) throw new Error('no open menu');
    return menu;
  });

/** Opens a dropdown menu from its button and clicks an entry. */
export async function pickFromMenu(button: HTMLElement, entry: string) {
  fireEvent.click(button);
  fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: entry }));
}

/** Opens a placed field's menu, then a submenu entry (a submenu opens on hover). */
export async function pickFromChipMenu(chipTitle: string, ...path: string[]) {
  fireEvent.click(screen.getByRole('button', { name: `Settings of ${chipTitle}` }));
  const menu = await openMenu();
  // A submenu's title is named with its arrow icon ("Sort right"): matched by its start.
  for (const entry of path.slice(0, -1)) fireEvent.mouseEnter(await within(menu).findByRole('menuitem', { name: (name) => name.startsWith(entry) }));
  fireEvent.click(await screen.findByRole('menuitem', { name: path.at(-1) }));
}

export const chips = (section: string) => within(screen.getByRole('list', { name: section })).getAllByRole('listitem').map((item) => item.textContent);
/**
 * The dialog with this title. Not by accessible name: under tests antd gives every dialog title the id
 * 'test-id', so a second dialog would be named by the first one's title.
 */
export const dialogTitled = (title: string) =>
  waitFor(() => {
    const heading = [...document.querySelectorAll('.ant-modal-title')].filter((element) => element.textContent === title).at(-1);
    const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error(`no dialog "${title}"`);
    return dialog;
  });
/** The first look at the workbench waits for the view and its fields to load. */
export const loaded = (role: string, name: string) => screen.findByRole(role, { name }, { timeout: 5000 });

