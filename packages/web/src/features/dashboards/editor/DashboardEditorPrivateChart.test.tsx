import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo } from '../../../testing/renderWithProviders';
import { chips, pickFromMenu } from '../../workbench/workbenchHarness';
import { invoices, invoicesNode, savedChart } from '../../workbench/workbenchTestData';
import { boardOf, dashboardOf, widgetOf } from '../viewer/boardTestData';
import { dialogTitled, editorLoaded, openEditor, serveEditor, widgetMenu } from './editorHarness';

const privateSales = widgetOf({ id: 'p1', name: 'Private sales', type: 'privateChart', config: { viewId: 'v1', chart: savedChart().config } });

describe('private charts in the board editor', { timeout: 90_000 }, () => {
  it('edits a private chart in the embedded workbench; its Save hands the chart to the board, stored with it', async () => {
    const board = boardOf([privateSales]);
    const fetchStub = serveEditor(board, { 'PUT /orgs/o1/dashboards/d1': dashboardOf(board), 'GET /orgs/o1/views': [invoicesNode], 'GET /orgs/o1/views/v1': invoices });
    openEditor();
    await editorLoaded();
    await widgetMenu('Private sales', 'Edit chart');
    const workbench = (await screen.findByText('Private chart of Private sales', {}, { timeout: 15_000 })).closest<HTMLElement>('[role="dialog"]')!;
    await waitFor(() => expect(chips('Metrics')).toEqual(['SUM(Total)']), { timeout: 10_000 });
    await pickFromMenu(await within(workbench).findByRole('button', { name: 'Add Quantity to…' }, { timeout: 5000 }), 'Add to Metrics');
    expect(chips('Metrics')).toEqual(['SUM(Total)', 'SUM(Quantity)']);
    // The board editor's keys wait while the workbench is open: Ctrl+S is the workbench's Save.
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(screen.queryByText('Private chart of Private sales')).toBeNull());
    expect(bodiesSentTo(fetchStub, '/orgs/o1/charts', 'POST')).toEqual([]);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    fireEvent.click(within(await dialogTitled('Save changes to “Sales overview”?')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/dashboards/d1', 'PUT')).toHaveLength(1));
    const [body] = bodiesSentTo(fetchStub, '/orgs/o1/dashboards/d1', 'PUT') as { config: { widgets: { config: { viewId: string; chart: { sections: Record<string, { column: string }[]> } } }[] } }[];
    const stored = body!.config.widgets[0]!.config;
    expect(stored.viewId).toBe('v1');
    expect(stored.chart.sections['metrics']?.map((field) => field.column)).toEqual(['Total', 'Quantity']);
  });
});
