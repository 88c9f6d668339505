import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo } from '../../testing/renderWithProviders';
import { AUTO_RUN_DELAY_MS } from './useWorkbenchQuery';
import { chartRuns, chips, dialogTitled, loaded, open, pickFromChipMenu, pickFromMenu, serve } from './workbenchHarness';
import { expensiveInvoices, savedChart } from './workbenchTestData';

describe('the chart workbench', { timeout: 60_000 }, () => {
  it("groups the view's fields: hierarchies, other fields, computed fields, date levels and query variables", async () => {
    serve();
    open();
    const fields = await screen.findByRole('navigation', { name: 'Fields' });
    expect(await within(fields).findByRole('region', { name: 'Place' })).toBeTruthy();
    const place = within(fields).getByRole('region', { name: 'Place' });
    expect(within(place).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['BillingCountry', 'BillingCity']);
    const others = within(fields).getByRole('region', { name: 'Fields' });
    expect(within(others).getByText('Total')).toBeTruthy();
    expect(within(others).queryByText('BillingCountry')).toBeNull();
    expect(within(within(fields).getByRole('region', { name: 'Computed fields' })).getByText('Net')).toBeTruthy();
    fireEvent.click(within(others).getByRole('button', { name: 'Date levels of InvoiceDate' }));
    const levels = within(others).getByRole('list', { name: 'Date levels of InvoiceDate' });
    expect(within(levels).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['InvoiceDate · Year', 'InvoiceDate · Quarter', 'InvoiceDate · Month', 'InvoiceDate · Week', 'InvoiceDate · Day']);
    expect(within(fields).getByRole('combobox', { name: 'Minimum total' })).toBeTruthy();
  });

  it('adds a field with the keyboard alternative to dragging, then runs the unsaved config by itself', async () => {
    const fetchStub = serve();
    open();
    await pickFromMenu(await loaded('button', 'Add BillingCountry to…'), 'Add to Columns');
    expect(chips('Columns')).toEqual(['BillingCountry']);
    await pickFromMenu(screen.getByRole('button', { name: 'Add Total to…' }), 'Add to Columns');
    expect(chips('Columns')).toEqual(['BillingCountry', 'SUM(Total)']);
    await waitFor(
      () => expect(chartRuns(fetchStub).at(-1)).toMatchObject({ viewId: 'v1', script: true, groups: [{ column: 'BillingCountry' }], aggregators: [{ column: 'Total', sqlOperator: 'SUM' }] }),
      { timeout: AUTO_RUN_DELAY_MS + 3000 },
    );
  });

  it("runs a score card's extra queries (its sparkline) beside its own, through the same endpoint (issue 26)", async () => {
    const fetchStub = serve();
    open();
    fireEvent.click(within(await loaded('toolbar', 'Chart type')).getByRole('button', { name: 'Score card' }));
    await pickFromMenu(await loaded('button', 'Add Total to…'), 'Add to Metrics');
    await pickFromMenu(screen.getByRole('button', { name: 'Add InvoiceDate to…' }), 'Add to Date (trend and period)');
    expect(chips('Date (trend and period)')).toEqual(['InvoiceDate']);
    await waitFor(
      () => {
        const bodies = bodiesSentTo(fetchStub, '/data-provider/execute', 'POST') as Record<string, unknown>[];
        // The card's own query asks the metric alone; the trend asks it by day, latest first.
        expect(chartRuns(fetchStub).at(-1)).toMatchObject({ aggregators: [{ column: 'Total', sqlOperator: 'SUM' }], groups: [] });
        expect(bodies.at(-1)).toMatchObject({ script: false, groups: [{ column: 'InvoiceDate', dateLevel: 'day' }], orders: [{ column: 'InvoiceDate', operator: 'DESC' }] });
      },
      { timeout: AUTO_RUN_DELAY_MS + 3000 },
    );
  });

  it('places a date at a level; the raw rows and the generated SQL are one click away', async () => {
    serve();
    open();
    fireEvent.click(await loaded('button', 'Date levels of InvoiceDate'));
    await pickFromMenu(screen.getByRole('button', { name: 'Add InvoiceDate · Month to…' }), 'Add to Columns');
    expect(chips('Columns')).toEqual(['InvoiceDate · Month']);
    fireEvent.click(screen.getByRole('tab', { name: 'Data rows' }));
    const grid = await screen.findByRole('region', { name: 'Result' }, { timeout: AUTO_RUN_DELAY_MS + 5000 });
    // Columns are named by field, not by the uid the query names them by.
    expect([...grid.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['InvoiceDatetext']);
    fireEvent.click(screen.getByRole('tab', { name: 'SQL' }));
    const sql = await screen.findByRole('textbox', { name: 'Generated SQL' }, { timeout: 10_000 });
    await waitFor(() => expect(sql.textContent).toContain('GROUP BY'));
  });

  it('greys out the types the placed fields cannot satisfy and gives each requirement in the spec’s words', async () => {
    serve();
    open({ chartId: 'c1' });
    const palette = await loaded('toolbar', 'Chart type');
    const scoreCard = within(palette).getByRole('button', { name: 'Score card' });
    expect(scoreCard.dataset.unsuitable).toBe('true');
    expect(scoreCard.getAttribute('aria-description')).toBe('Dimensions only allows number 0. Metrics only allows number 1. The fields placed do not fit this type');
    const table = within(palette).getByRole('button', { name: 'Table' });
    expect(table.dataset.unsuitable).toBeUndefined();
    expect(table.getAttribute('aria-description')).toBe('Dimensions allowed range 0 to N. Metrics allowed range 0 to N');
    expect(within(palette).getByRole('button', { name: 'Clustered column' }).getAttribute('aria-pressed')).toBe('true');
    // One tab stop, arrows between the types.
    const current = within(palette).getByRole('button', { name: 'Clustered column' });
    expect(within(palette).getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([current]);
    current.focus();
    fireEvent.keyDown(current, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(scoreCard);
    fireEvent.mouseEnter(scoreCard);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    expect(tooltip.textContent).toContain('Score card');
    expect(tooltip.textContent).toContain('Metrics only allows number 1');
  });

  it('switching type asks first, keeps what fits and says what was dropped', async () => {
    serve();
    open({ chartId: 'c1' });
    await pickFromMenu(await loaded('button', 'Add Quantity to…'), 'Add to Metrics');
    expect(chips('Metrics')).toEqual(['SUM(Total)', 'SUM(Quantity)']);
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Chart type' })).getByRole('button', { name: 'Score card' }));
    const dialog = await dialogTitled('Switch to Score card?');
    // The second metric becomes the score card's target (issue 26); the dimension does not fit.
    expect(within(dialog).getByText('These fields do not fit and will be removed: BillingCountry')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('Switched to Score card. Removed, as they do not fit: BillingCountry')).toBeTruthy();
    expect(chips('Metrics')).toEqual(['SUM(Total)']);
    expect(chips('Target')).toEqual(['SUM(Quantity)']);
    expect(screen.queryByRole('list', { name: 'Dimensions' })).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('switching aggregation asks first and clears the sections', async () => {
    serve();
    open();
    await pickFromMenu(await loaded('button', 'Add BillingCountry to…'), 'Add to Columns');
    fireEvent.click(screen.getByText('Detail rows'));
    const dialog = await dialogTitled('Change aggregation?');
    expect(within(dialog).getByText('Switching between aggregated and detail rows clears the data sections.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change and clear' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Columns' })).toBeNull());
    await pickFromMenu(screen.getByRole('button', { name: 'Add Total to…' }), 'Add to Columns');
    // Detail rows: numbers are not summed.
    expect(chips('Columns')).toEqual(['Total']);
  });

  it('formats a metric with a unit of 万 and shows a live sample', async () => {
    serve();
    open({ chartId: 'c1' });
    await loaded('list', 'Metrics');
    await pickFromChipMenu('SUM(Total)', 'Number format…');
    const dialog = await dialogTitled('Number format of SUM(Total)');
    fireEvent.click(within(dialog).getByText('Number'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Unit' }));
    fireEvent.click(await screen.findByTitle('万 (10⁴)'));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Decimals' }), { target: { value: '2' } });
    await waitFor(() => expect(within(dialog).getByRole('status', { name: 'Sample' }).textContent).toBe('123.46万'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    // The field keeps the format: its dialog opens on it again.
    await pickFromChipMenu('SUM(Total)', 'Number format…');
    const again = await dialogTitled('Number format of SUM(Total)');
    await waitFor(() => expect(within(again).getByRole('status', { name: 'Sample' }).textContent).toBe('123.46万'));
  });

  it('saves a new chart with a name and a folder (save mode add)', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/charts': savedChart({ id: 'c9', name: 'Countries' }) });
    const { onSaved } = open();
    await pickFromMenu(await loaded('button', 'Add BillingCountry to…'), 'Add to Columns');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    const dialog = await dialogTitled('Save chart');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Countries' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c9' })));
    const [body] = bodiesSentTo(fetchStub, '/orgs/o1/charts', 'POST') as Record<string, unknown>[];
    expect(body).toMatchObject({ name: 'Countries', parentId: 'f1', viewId: 'v1', config: { chartType: 'table', sections: { columns: [{ column: 'BillingCountry', type: 'string' }] } } });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('saves changes to a chart after a confirmation (save mode edit)', async () => {
    const fetchStub = serve({ 'PUT /orgs/o1/charts/c1': savedChart({ name: 'Sales' }) });
    const { onSaved } = open({ chartId: 'c1' });
    fireEvent.change(await loaded('textbox', 'Chart name'), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
    const confirm = await dialogTitled('Save changes to "Sales"?');
    expect(bodiesSentTo(fetchStub, '/orgs/o1/charts/c1', 'PUT')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/charts/c1', 'PUT')).toEqual([{ name: 'Sales', description: 'Totals per country', viewId: 'v1', config: savedChart().config }]);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('saves the current state as a new chart (saveAs)', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/charts': savedChart({ id: 'c2', name: 'Sales_copy' }) });
    const { onSaved } = open({ chartId: 'c1' });
    fireEvent.change(await loaded('textbox', 'Chart name'), { target: { value: 'Sales' } });
    await pickFromMenu(screen.getByRole('button', { name: 'More ways to save' }), 'Save as…');
    const saveAs = await dialogTitled('Save as a new chart');
    expect((within(saveAs).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Sales_copy');
    fireEvent.click(within(saveAs).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' })));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/charts', 'POST')).toEqual([{ name: 'Sales_copy', description: '', parentId: 'f1', viewId: 'v1', config: savedChart().config }]);
  });

  it('closes at once without changes, and asks first with unsaved ones', async () => {
    serve();
    const { onClose } = open({ chartId: 'c1' });
    fireEvent.click(await loaded('button', 'Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Chart name' }), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await dialogTitled('Leave without saving?');
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('never runs an expensive view by itself: Run or Ctrl/Meta+Enter does', async () => {
    const fetchStub = serve({ 'GET /orgs/o1/views/v1': expensiveInvoices });
    open({ chartId: 'c1' });
    expect(await screen.findByText('This view is marked as an expensive query: press Run (Ctrl/⌘ + Enter) to draw the chart.', {}, { timeout: 5000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, AUTO_RUN_DELAY_MS + 300));
    expect(chartRuns(fetchStub)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    await waitFor(() => expect(chartRuns(fetchStub)).toHaveLength(1));
    fireEvent.keyDown(window, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(chartRuns(fetchStub)).toHaveLength(2));
  });

  it("shows the database's message inside the chart area", async () => {
    serve({ 'POST /data-provider/execute': apiError(400, 'QUERY_FAILED', 'no such column: Totl') });
    open({ chartId: 'c1' });
    const figure = await screen.findByRole('figure', {}, { timeout: AUTO_RUN_DELAY_MS + 3000 });
    expect(await within(figure).findByText('no such column: Totl', {}, { timeout: 3000 })).toBeTruthy();
  });
});
