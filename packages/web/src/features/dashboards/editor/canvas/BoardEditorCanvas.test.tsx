import type { Widget } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { stubLayout } from '../../../charts/testing/stubLayout';
import { boardOf, dashboardOf, widgetOf } from '../../viewer/boardTestData';
import { DashboardView } from '../../viewer/DashboardView';
import { editorLoaded, openEditor, serveEditor, settingsDrawer } from '../editorHarness';
import { TabChildChrome } from './TabChildChrome';

const inTab = { widgetId: 't', tabId: 'tab_1' };
const sections = (extra: Partial<Widget> = {}) =>
  widgetOf({ id: 't', name: 'Sections', type: 'tab', config: { tabs: [{ id: 'tab_1', name: 'Overview' }] }, desktop: { x: 0, y: 0, w: 12, h: 12 }, ...extra } as Parameters<typeof widgetOf>[0]);
const timer = (id: string, name: string, extra: Partial<Widget> = {}) => widgetOf({ id, name, type: 'timer', config: {}, ...extra } as Parameters<typeof widgetOf>[0]);

/** The editor's chrome around a widget: in a tab (`data-tab-child`) or on the grid (`data-editable-widget`). */
const chromeOf = (id: string) => document.querySelector<HTMLElement>(`[data-tab-child="${id}"], [data-editable-widget="${id}"]`)!;
/** Selected: outlined on the grid, ringed (an overlay) inside a tab. */
const outlined = (id: string) => chromeOf(id).style.outline.includes('solid') || chromeOf(id).querySelector(':scope > [data-selection-ring]') !== null;

describe('the editor canvas: widgets inside a tab container', { timeout: 60_000 }, () => {
  it('on the auto layout, selects a tab’s widget by its own press, with its menu; the tab bar selects the container', async () => {
    serveEditor(boardOf([sections(), timer('a', 'Clock', { parent: inTab }), timer('b', 'Date', { desktop: { x: 12, y: 0, w: 6, h: 4 } })]));
    openEditor();
    await editorLoaded();
    const clock = await screen.findByRole('region', { name: 'Clock' });
    fireEvent.pointerDown(clock, { button: 0 });
    await waitFor(() => expect(outlined('a')).toBe(true));
    expect(outlined('t')).toBe(false);
    // Shift adds to the selection as on the grid.
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Date' }), { button: 0, shiftKey: true });
    await waitFor(() => expect(outlined('b')).toBe(true));
    expect(outlined('a')).toBe(true);
    // The child's own menu: its settings.
    fireEvent.click(within(chromeOf('a')).getByRole('button', { name: 'Settings · Clock' }));
    expect(await settingsDrawer('Clock')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('tab', { name: 'Overview' }), { button: 0 });
    await waitFor(() => expect(outlined('t')).toBe(true));
    expect(outlined('a')).toBe(false);
    expect(outlined('b')).toBe(false);
  });

  it('on the auto layout, deletes only the selected child with the Delete key', async () => {
    serveEditor(boardOf([sections(), timer('a', 'Clock', { parent: inTab })]));
    openEditor();
    await editorLoaded();
    fireEvent.pointerDown(await screen.findByRole('region', { name: 'Clock' }), { button: 0 });
    await waitFor(() => expect(outlined('a')).toBe(true));
    fireEvent.keyDown(window, { key: 'Delete' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Clock' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Sections' })).toBeTruthy();
  });

  it('on the free layout, selects a tab’s widget by its own press, its actions in the selection bar; the container’s own area selects the container', async () => {
    const board = boardOf([sections({ rect: { x: 40, y: 40, w: 400, h: 400 } }), timer('a', 'Clock', { parent: inTab, rect: { x: 0, y: 0, w: 300, h: 120 } })], {}, 'free');
    serveEditor(board);
    openEditor();
    await editorLoaded();
    fireEvent.pointerDown(await screen.findByRole('region', { name: 'Clock' }), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(window, { button: 0, pointerId: 1 });
    const bar = await screen.findByRole('toolbar', { name: 'Actions of Clock' });
    expect(outlined('a')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sections' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(bar).getByRole('button', { name: /Settings/ }));
    expect(await settingsDrawer('Clock')).toBeTruthy();
    // The tab bar and the empty space of the container let presses through to its cover.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Sections' }), { button: 0, pointerId: 2 });
    fireEvent.pointerUp(window, { button: 0, pointerId: 2 });
    expect(await screen.findByRole('toolbar', { name: 'Actions of Sections' })).toBeTruthy();
    expect(outlined('a')).toBe(false);
  });

  it('draws a tab’s widgets without any of the editor’s chrome for viewers', async () => {
    stubLayout();
    const board = boardOf([sections(), timer('a', 'Clock', { parent: inTab })]);
    serveEditor(board);
    renderWithProviders(
      [
        {
          path: '/board',
          // Even inside the editor's chrome provider, a board in view mode shows none of it.
          element: (
            <TabChildChrome selected={['a']} onSelect={() => undefined} onAction={() => undefined}>
              <DashboardView dashboard={dashboardOf(board)} mode="view" />
            </TabChildChrome>
          ),
        },
      ],
      '/board',
    );
    expect(await screen.findByRole('region', { name: 'Clock' })).toBeTruthy();
    expect(document.querySelector('[data-tab-child], [data-editable-widget]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settings · Clock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions of Clock' })).toBeNull();
  });
});
