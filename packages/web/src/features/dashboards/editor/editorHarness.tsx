import type { BoardConfig, Dashboard } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { answerApi, renderWithProviders } from '../../../testing/renderWithProviders';
import { stubLayout } from '../../charts/testing/stubLayout';
import { answerSpec } from '../../workbench/workbenchTestData';
import { dashboardOf, ndjsonAnswer } from '../viewer/boardTestData';
import { DashboardEditorRoute } from './DashboardEditorRoute';

/* Driving the board editor in tests: its API answered at the network edge, its menus and dialogs found. */

const DATA_PATH = '/orgs/o1/dashboards/d1/data';

/**
 * The API as the editor uses it: the dashboard, the viz tree, its data (a frame per widget asked), the
 * embedded workbench's queries (answered by their aliases) and `answers`.
 */
export function serveEditor(config: BoardConfig, answers: Record<string, unknown> = {}, dashboard: Dashboard = dashboardOf(config)) {
  const statics = answerApi({ 'GET /orgs/o1/dashboards/d1': dashboard, 'GET /orgs/o1/vizs': [], ...answers });
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === `/redBi/api/v1${DATA_PATH}`) {
      const body = JSON.parse(String(init?.body)) as { items: { widgetId: string }[] };
      return Promise.resolve(ndjsonAnswer(body.items.map((item) => item.widgetId)));
    }
    if (String(input) === '/redBi/api/v1/data-provider/execute') {
      return Promise.resolve(new Response(JSON.stringify({ success: true, data: answerSpec(JSON.parse(String(init?.body))) })));
    }
    return statics(input, init);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The editor of dashboard d1, with the dashboard's own page to go back to. */
export function openEditor() {
  stubLayout({ width: 1200, height: 800 });
  return renderWithProviders(
    [
      { path: '/organizations/:orgId/vizs/dashboards/:dashboardId/edit', element: <DashboardEditorRoute orgId="o1" /> },
      { path: '/organizations/:orgId/vizs/:vizId', element: <p>The dashboard</p> },
    ],
    '/organizations/o1/vizs/dashboards/d1/edit',
  );
}

/** The editor once it has loaded its dashboard. */
export const editorLoaded = () => screen.findByRole('region', { name: 'Dashboard editor' }, { timeout: 5000 });

/** The dropdown menu opened last (closed ones stay in the document, hidden). */
export const openMenu = () =>
  waitFor(() => {
    const menu = [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)')].at(-1);
    if (!menu) throw new Error('no open menu');
    return menu;
  });

/** Opens the Add menu and picks an entry (a controller: its facade in the Controller submenu). */
export async function addFromMenu(entry: string, facade?: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Add/ }));
  const menu = await openMenu();
  if (!facade) {
    fireEvent.click(within(menu).getByRole('menuitem', { name: entry }));
    return;
  }
  fireEvent.mouseEnter(within(menu).getByRole('menuitem', { name: (name) => name.startsWith(entry) }));
  fireEvent.click(await screen.findByRole('menuitem', { name: facade }));
}

/** Opens a widget's menu (its ⋯ button) and picks an entry. */
export async function widgetMenu(widgetName: string, entry: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions of ${widgetName}` }));
  fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: entry }));
}

/** The names of the widgets on the canvas, in the board's order. */
export const widgetNames = () => [...document.querySelectorAll<HTMLElement>('[data-editable-widget]')].map((element) => element.querySelector('section')?.getAttribute('aria-label'));

/** The dialog with this title (see the workbench harness: antd names every dialog title alike in tests). */
export const dialogTitled = (title: string) =>
  waitFor(() => {
    const heading = [...document.querySelectorAll('.ant-modal-title')].filter((element) => element.textContent === title).at(-1);
    const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error(`no dialog "${title}"`);
    return dialog;
  });

/** The settings drawer of a widget. */
export const settingsDrawer = (widgetName: string) =>
  waitFor(() => {
    const title = [...document.querySelectorAll('.ant-drawer-title')].find((element) => element.textContent === `Settings of ${widgetName}`);
    const drawer = title?.closest<HTMLElement>('.ant-drawer-content');
    if (!drawer) throw new Error(`no settings of "${widgetName}"`);
    return drawer;
  });
