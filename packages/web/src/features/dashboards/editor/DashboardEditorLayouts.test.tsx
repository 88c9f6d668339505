import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo } from '../../../testing/renderWithProviders';
import { boardOf, dashboardOf, widgetOf } from '../viewer/boardTestData';
import { dialogTitled, editorLoaded, openEditor, openMenu, serveEditor, settingsDrawer, widgetNames } from './editorHarness';

const timer = (id: string, name: string, z = 0) => widgetOf({ id, name, type: 'timer', config: {}, z });
const tabs = widgetOf({ id: 't', name: 'Sections', type: 'tab', config: { tabs: [{ id: 'tab_1', name: 'Overview' }] } });

/** Saves with Ctrl+S and its confirmation; the board the PUT carried. */
async function savedBoard(fetchStub: ReturnType<typeof serveEditor>) {
  fireEvent.keyDown(window, { key: 's', ctrlKey: true });
  fireEvent.click(within(await dialogTitled('Save changes to “Sales overview”?')).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/dashboards/d1', 'PUT')).toHaveLength(1));
  const [body] = bodiesSentTo(fetchStub, '/orgs/o1/dashboards/d1', 'PUT') as { config: ReturnType<typeof boardOf> }[];
  return body!.config;
}

describe('the board editor’s layouts', { timeout: 60_000 }, () => {
  it('edits a free board on its canvas with the layers beside it: the selected widget’s actions above the canvas', async () => {
    const board = boardOf([timer('a', 'Clock', 0), timer('b', 'Date', 1)], {}, 'free');
    const fetchStub = serveEditor(board, { 'PUT /orgs/o1/dashboards/d1': dashboardOf(board) });
    openEditor();
    await editorLoaded();
    expect(await screen.findByRole('application', { name: 'Free layout canvas' })).toBeTruthy();
    // No desktop / phone toggle on a free board.
    expect(screen.queryByRole('radiogroup', { name: 'Preview on' })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Actions of Clock' })).toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Clock' }), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(window, { button: 0, pointerId: 1 });
    const bar = await screen.findByRole('toolbar', { name: 'Actions of Clock' });
    fireEvent.click(within(bar).getByRole('button', { name: /Lock/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bring to front' }));
    fireEvent.click(within(bar).getByRole('button', { name: /Copy/ }));
    const saved = await savedBoard(fetchStub);
    expect(saved.widgets.map((widget) => [widget.name, widget.locked])).toEqual([
      ['Clock', true],
      ['Date', false],
      ['Clock_copy', false],
    ]);
    expect(saved.widgets[0]!.z).toBeGreaterThan(saved.widgets[1]!.z);
  });

  it('previews and edits the phone layout in a 390 px frame', async () => {
    serveEditor(boardOf([timer('a', 'Clock')]));
    openEditor();
    await editorLoaded();
    expect(screen.queryByRole('group', { name: 'Phone' })).toBeNull();
    fireEvent.click(screen.getByText('Phone'));
    const phone = await screen.findByRole('group', { name: 'Phone' });
    expect(phone.style.width).toBe('390px');
    expect(within(phone).getByRole('region', { name: 'Clock' })).toBeTruthy();
  });

  it('puts widgets into a tab from the tab’s settings, and reaches their settings from there', async () => {
    const board = boardOf([tabs, timer('a', 'Clock')]);
    const fetchStub = serveEditor(board, { 'PUT /orgs/o1/dashboards/d1': dashboardOf(board) });
    openEditor();
    await editorLoaded();
    fireEvent.click(await screen.findByRole('button', { name: 'Settings · Sections' }));
    const drawer = await settingsDrawer('Sections');
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Content' }));
    fireEvent.mouseDown(await within(drawer).findByRole('combobox', { name: 'Widgets in Overview' }));
    fireEvent.click(await screen.findByTitle('Clock'));
    await waitFor(() => expect(widgetNames()).toEqual(['Sections']));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Settings · Clock' }));
    expect(await settingsDrawer('Clock')).toBeTruthy();
    const saved = await savedBoard(fetchStub);
    expect(saved.widgets.find((widget) => widget.id === 'a')?.parent).toEqual({ widgetId: 't', tabId: 'tab_1' });
  });

  it('changes the board settings: query only on the query button, a row height, a background', async () => {
    const board = boardOf([timer('a', 'Clock')]);
    const fetchStub = serveEditor(board, { 'PUT /orgs/o1/dashboards/d1': dashboardOf(board) });
    openEditor();
    await editorLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Only when the query button is pressed' }));
    expect(await screen.findByText('Add a query button to the board, or viewers cannot ask for data.')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Row height (px)' }), { target: { value: '40' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Image' }), { target: { value: 'ftp://example.com/a.png' } });
    expect(await screen.findByText('Use an http(s) address, a path on this site or an uploaded image')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Image' }), { target: { value: 'https://example.com/a.png' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Refresh every data widget every (seconds)' }), { target: { value: '3' } });
    expect(await screen.findByText('Refresh at least every 5 seconds, or 0 for off.')).toBeTruthy();
    const saved = await savedBoard(fetchStub);
    expect(saved.settings).toMatchObject({ queryMode: 'button', rowHeight: 40, autoRefreshSec: 0, background: { image: 'https://example.com/a.png' } });
  });

  it('pastes copied widgets with Ctrl/⌘+V', async () => {
    serveEditor(boardOf([timer('a', 'Clock')]));
    openEditor();
    await editorLoaded();
    fireEvent.pointerDown(await screen.findByRole('region', { name: 'Clock' }));
    fireEvent.keyDown(window, { key: 'c', metaKey: true });
    fireEvent.keyDown(window, { key: 'v', metaKey: true });
    await waitFor(() => expect(widgetNames()).toEqual(['Clock', 'Clock_copy']));
    // The widget menu of the copy.
    fireEvent.click(screen.getByRole('button', { name: 'Actions of Clock_copy' }));
    expect(within(await openMenu()).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy', 'Delete']);
  });
});
