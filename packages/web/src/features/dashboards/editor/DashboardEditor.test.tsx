import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo } from '../../../testing/renderWithProviders';
import { vizChart } from '../../vizs/vizTestData';
import { boardOf, chartWidget, dashboardOf, salesChart, widgetOf } from '../viewer/boardTestData';
import { addFromMenu, dialogTitled, editorLoaded, openEditor, openMenu, serveEditor, settingsDrawer, widgetMenu, widgetNames } from './editorHarness';

const timer = (id: string, name: string) => widgetOf({ id, name, type: 'timer', config: {} });

describe('the board editor', { timeout: 60_000 }, () => {
  it('adds widgets with widget_ names, copies one with _copy, deletes with the Delete key, and undoes and redoes', async () => {
    serveEditor(boardOf([]));
    openEditor();
    await editorLoaded();
    expect(screen.getByText('This dashboard is empty. Add charts, controllers, media and buttons from “Add”.')).toBeTruthy();
    await addFromMenu('Timer');
    await addFromMenu('Query button');
    await waitFor(() => expect(widgetNames()).toEqual(['widget_1', 'widget_2']));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await widgetMenu('widget_1', 'Copy');
    await waitFor(() => expect(widgetNames()).toEqual(['widget_1', 'widget_2', 'widget_1_copy']));

    // The copy is selected: Delete removes it.
    fireEvent.keyDown(window, { key: 'Delete' });
    await waitFor(() => expect(widgetNames()).toEqual(['widget_1', 'widget_2']));

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(widgetNames()).toEqual(['widget_1', 'widget_2', 'widget_1_copy']));
    fireEvent.keyDown(window, { key: 'z', metaKey: true, shiftKey: true });
    await waitFor(() => expect(widgetNames()).toEqual(['widget_1', 'widget_2']));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(widgetNames()).toEqual(['widget_1']));
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    await waitFor(() => expect(widgetNames()).toEqual(['widget_1', 'widget_2']));
  });

  it('checks a widget name as it is typed, with the spec’s message', async () => {
    serveEditor(boardOf([timer('a', 'Clock'), timer('b', 'Second clock')]));
    openEditor();
    await editorLoaded();
    fireEvent.click(await screen.findByRole('button', { name: 'Settings · Second clock' }));
    const drawer = await settingsDrawer('Second clock');
    const name = within(drawer).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'clock' } });
    expect(await within(drawer).findByText('Widget name is duplicate with others, please change another one.')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' ' } });
    expect(await within(drawer).findByText('Name cannot be empty')).toBeTruthy();
    // Neither reached the board.
    expect(widgetNames()).toEqual(['Clock', 'Second clock']);
    fireEvent.change(name, { target: { value: 'Wall clock' } });
    await waitFor(() => expect(widgetNames()).toEqual(['Clock', 'Wall clock']));
  });

  it('saves changes after a confirmation (save mode edit), with the edited name and board', async () => {
    const fetchStub = serveEditor(boardOf([timer('a', 'Clock')]), { 'PUT /orgs/o1/dashboards/d1': dashboardOf(boardOf([timer('a', 'Clock')])) });
    openEditor();
    await editorLoaded();
    fireEvent.change(screen.getByRole('textbox', { name: 'Dashboard name' }), { target: { value: 'Sales 2024' } });
    await addFromMenu('Reset button');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    const confirm = await dialogTitled('Save changes to “Sales 2024”?');
    expect(bodiesSentTo(fetchStub, '/orgs/o1/dashboards/d1', 'PUT')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/dashboards/d1', 'PUT')).toHaveLength(1));
    const [body] = bodiesSentTo(fetchStub, '/orgs/o1/dashboards/d1', 'PUT') as { name: string; config: { layout: string; widgets: { name: string; type: string }[] } }[];
    expect(body).toMatchObject({ name: 'Sales 2024', description: '', config: { layout: 'auto', widgets: [{ name: 'Clock', type: 'timer' }, { name: 'widget_1', type: 'resetButton' }] } });
  });

  it('does not send a board that breaks a rule, and says why in the spec’s words', async () => {
    const fetchStub = serveEditor(boardOf([timer('a', 'Clock'), timer('b', 'clock')]));
    openEditor();
    await editorLoaded();
    fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
    const dialog = await dialogTitled('The dashboard cannot be saved yet');
    expect(within(dialog).getByText('clock: Widget name is duplicate with others, please change another one.')).toBeTruthy();
    // The widget at fault is opened for fixing.
    expect(await settingsDrawer('clock')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/dashboards/d1', 'PUT')).toEqual([]);
  });

  it('saves as a new dashboard with a name and a folder, then continues in its editor', async () => {
    const copy = { ...dashboardOf(boardOf([timer('a', 'Clock')])), id: 'd2', name: 'Sales overview copy' };
    const fetchStub = serveEditor(boardOf([timer('a', 'Clock')]), { 'POST /orgs/o1/dashboards': copy, 'GET /orgs/o1/dashboards/d2': copy });
    const { router } = openEditor();
    await editorLoaded();
    await addFromMenu('Timer');
    fireEvent.click(screen.getByRole('button', { name: 'More ways to save' }));
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Save as…' }));
    const dialog = await dialogTitled('Save the dashboard as');
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Sales overview copy');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/dashboards/d2/edit'));
    const [body] = bodiesSentTo(fetchStub, '/orgs/o1/dashboards', 'POST') as { name: string; parentId: string | null; config: { widgets: unknown[] } }[];
    expect(body).toMatchObject({ name: 'Sales overview copy', parentId: null });
    expect(body?.config.widgets).toHaveLength(2);
  });

  it('adds saved charts from the viz tree; one already on the board cannot be added twice', async () => {
    const fetchStub = serveEditor(boardOf([chartWidget('w1', 'c1', { name: 'Sales by region' })]), {
      'GET /orgs/o1/vizs': [vizChart('c1', 'Sales by region', null, 0), vizChart('c2', 'Sales by city', null, 1)],
      'GET /orgs/o1/charts/c2': { ...salesChart('c2'), name: 'Sales by city', orgId: 'o1', parentId: null, description: '', status: 'published', privileges: ['view'], createdAt: '', updatedAt: '' },
    });
    openEditor();
    await editorLoaded();
    await addFromMenu('Saved chart…');
    const dialog = await dialogTitled('Add saved charts');
    const used = await within(dialog).findByRole('checkbox', { name: /Sales by region/ });
    expect((used as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('A chart already in a dashboard cannot be added twice')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Sales by city/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(widgetNames()).toEqual(['Sales by region', 'Sales by city']));
    // The new chart's data is asked with the unsaved board as the draft.
    await waitFor(() => expect((bodiesSentTo(fetchStub, '/orgs/o1/dashboards/d1/data', 'POST') as { draft?: unknown }[]).some((body) => body.draft !== undefined)).toBe(true));
  });

  it('closes at once without changes, and asks first with unsaved ones', async () => {
    serveEditor(boardOf([]));
    const { router } = openEditor();
    await editorLoaded();
    await addFromMenu('Timer');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await dialogTitled('Leave the dashboard editor?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/d1'));
  });

  it('is only for those who manage the dashboard: others see the dashboard itself', async () => {
    const board = boardOf([]);
    serveEditor(board, {}, { ...dashboardOf(board), privileges: ['view', 'share'] });
    const { router } = openEditor();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/d1'));
    expect(screen.queryByRole('region', { name: 'Dashboard editor' })).toBeNull();
  });

  it('adds a controller of the chosen facade and opens its settings', async () => {
    serveEditor(boardOf([]));
    openEditor();
    await editorLoaded();
    await addFromMenu('Controller', 'Range slider');
    const drawer = await settingsDrawer('widget_1');
    expect(within(drawer).getByRole('tab', { name: 'Content' })).toBeTruthy();
  });
});
