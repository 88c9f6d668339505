import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { FakeXhr } from '../../testing/fakeXhr';
import { SourcesPage } from './SourcesPage';
import { sourceOf, tree, uploads } from './sourceTestData';

const routes = [{ path: '/organizations/:orgId/sources/*', element: <SourcesPage /> }];
const withOrders = sourceOf(uploads, { tables: [{ name: 'orders', rowCount: 1200 }] });
const preview = {
  uploadId: 'up1',
  fileName: 'Sales 2024.csv',
  format: 'csv',
  columns: [
    { name: 'Order ID', type: 'integer', dbType: 'BIGINT' },
    { name: 'amount', type: 'double', dbType: 'DOUBLE' },
    { name: 'note', type: 'text', dbType: 'VARCHAR' },
  ],
  rows: [
    [1, 9.5, 'first'],
    [2, 12.25, null],
  ],
};

function serve(answers: Record<string, unknown> = {}) {
  const fetchStub = vi.fn(
    answerApi({ '/orgs/o1/abilities': ownerAbilities, 'GET /orgs/o1/sources': tree, 'GET /orgs/o1/sources/s4': withOrders, ...answers }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

async function chooseFile(name: string) {
  const input = await screen.findByLabelText('File');
  fireEvent.change(input, { target: { files: [new File(['Order ID,amount,note\n1,9.5,first'], name, { type: 'text/csv' })] } });
  return waitFor(() => {
    const request = FakeXhr.requests.at(-1);
    if (!request) throw new Error('no upload');
    return request;
  });
}

/** Opens an antd Select by its accessible name and picks the option with that title. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }).closest('.ant-select')?.querySelector('.ant-select-selector') as Element);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((element) => element.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('a file source', () => {
  beforeEach(() => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('uploads with a progress bar, previews, and saves the table with the chosen names and types', async () => {
    const saved = sourceOf(uploads, { tables: [...withOrders.tables, { name: 'sales_2024', rowCount: 2 }] });
    const fetchStub = serve({ 'POST /orgs/o1/sources/s4/tables': saved });
    renderWithProviders(routes, '/organizations/o1/sources/s4');
    expect(await screen.findByRole('tab', { name: 'Tables', selected: true })).toBeTruthy();
    const orders = (await screen.findByText('orders')).closest('tr') as HTMLElement;
    expect(within(orders).getByText('1,200')).toBeTruthy();

    const request = await chooseFile('Sales 2024.csv');
    expect(request.url).toBe('/redBi/api/v1/orgs/o1/sources/s4/uploads');
    act(() => request.progress(40, 100));
    expect(await screen.findByText('Uploading Sales 2024.csv…')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    act(() => request.respond(200, { success: true, data: preview }));

    expect(await screen.findByText('Preview of Sales 2024.csv')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.getByText('NULL')).toBeTruthy();
    expect((screen.getByLabelText('Name of column Order ID') as HTMLInputElement).value).toBe('Order_ID');
    expect((screen.getByLabelText('Table name') as HTMLInputElement).value).toBe('Sales_2024');

    fireEvent.change(screen.getByLabelText('Table name'), { target: { value: 'orders' } });
    expect(await screen.findByText('A table named "orders" exists already: append to it or replace it')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Table name'), { target: { value: 'sales_2024' } });
    fireEvent.change(screen.getByLabelText('Name of column note'), { target: { value: 'bad name!' } });
    expect(await screen.findByText('Use letters, digits and "_", starting with a letter or "_"')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name of column note'), { target: { value: 'comment' } });
    await pick('Type of column amount', 'Decimal');
    fireEvent.click(screen.getByRole('button', { name: 'Save table' }));

    expect(await screen.findByText('Table "sales_2024" saved: 2 rows')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/sources/s4/tables', 'POST')).toEqual([
      {
        uploadId: 'up1',
        table: 'sales_2024',
        mode: 'create',
        columns: [
          { source: 'Order ID', name: 'Order_ID', type: 'integer' },
          { source: 'amount', name: 'amount', type: 'decimal' },
          { source: 'note', name: 'comment', type: 'text' },
        ],
      },
    ]);
    expect(await screen.findByText('sales_2024')).toBeTruthy();
    expect(screen.queryByText('Preview of Sales 2024.csv')).toBeNull();
  });

  it('appends to an existing table', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/sources/s4/tables': withOrders });
    renderWithProviders(routes, '/organizations/o1/sources/s4');
    const request = await chooseFile('more orders.csv');
    act(() => request.respond(200, { success: true, data: preview }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Append to a table' }));
    expect(await screen.findByLabelText('Table')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save table' }));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/sources/s4/tables', 'POST')).toHaveLength(1));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/sources/s4/tables', 'POST')[0]).toMatchObject({ table: 'orders', mode: 'append' });
  });

  it("shows the server's message for a file it cannot read, and removes a table after confirming", async () => {
    const fetchStub = serve({ 'DELETE /orgs/o1/sources/s4/tables/orders': sourceOf(uploads) });
    renderWithProviders(routes, '/organizations/o1/sources/s4');
    const request = await chooseFile('broken.csv');
    act(() => request.respond(400, { success: false, errCode: 'FILE_MALFORMED', message: 'Line 3: unterminated quoted field' }));
    expect(await screen.findByText('Line 3: unterminated quoted field')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove table orders' }));
    const confirm = (await screen.findByText('Remove the table "orders"?', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove table' }));
    expect(await screen.findByText('Table "orders" removed')).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url, init]) => String(url).endsWith('/sources/s4/tables/orders') && init?.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('No tables yet. Upload a file to add one.')).toBeTruthy();
  });
});
