import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo } from '../../../testing/renderWithProviders';
import { AUTO_RUN_DELAY_MS } from '../useWorkbenchQuery';
import { chartRuns, chips, dialogTitled, loaded, open, pickFromMenu, serve } from '../workbenchHarness';

const lastRunFilters = (fetchStub: ReturnType<typeof serve>) => chartRuns(fetchStub).at(-1)?.filters;
const distinctQueries = (fetchStub: ReturnType<typeof serve>) =>
  (bodiesSentTo(fetchStub, '/data-provider/execute', 'POST') as Record<string, unknown>[]).filter((body) => body.script !== true);

/** Picks an option of the antd Select named `label` inside `container`. */
async function choose(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }));
  const dropdown = await waitFor(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    if (!shown) throw new Error('no open dropdown');
    return shown;
  });
  fireEvent.click(within(dropdown).getByTitle(option));
}

describe('the filter condition editor', { timeout: 60_000 }, () => {
  it('lists a field’s values from the view, searched on the server, and filters on those ticked', async () => {
    const fetchStub = serve();
    open({ chartId: 'c1' });
    await pickFromMenu(await loaded('button', 'Add BillingCountry to…'), 'Add to Filters');
    const dialog = await dialogTitled('Filter on BillingCountry');
    expect(await within(dialog).findByRole('checkbox', { name: 'Brazil' })).toBeTruthy();
    expect(distinctQueries(fetchStub)[0]).toMatchObject({ viewId: 'v1', groups: [{ column: 'BillingCountry', alias: 'value' }], filters: [], orders: [{ column: 'BillingCountry', operator: 'ASC' }], pageInfo: { pageNo: 1, pageSize: 50 } });

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search values' }), { target: { value: 'an' } });
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Brazil' })).toBeNull());
    expect(distinctQueries(fetchStub).at(-1)).toMatchObject({ filters: [{ column: 'BillingCountry', sqlOperator: 'LIKE', values: [{ value: 'an' }] }] });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'France' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Canada' })).toBeTruthy();
    expect(within(dialog).getByText('1 chosen')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(chips('Filters')).toEqual(['BillingCountry is one of France']));
    await waitFor(() => expect(lastRunFilters(fetchStub)).toEqual([{ column: 'BillingCountry', sqlOperator: 'IN', values: [{ value: 'France', valueType: 'STRING' }] }]), {
      timeout: AUTO_RUN_DELAY_MS + 3000,
    });
  });

  it('takes a numeric range whose end exceeds its start, on the rows or on an aggregate', async () => {
    const fetchStub = serve();
    open({ chartId: 'c1' });
    await pickFromMenu(await loaded('button', 'Add Total to…'), 'Add to Filters');
    const dialog = await dialogTitled('Filter on Total');
    fireEvent.click(within(dialog).getByText('Range'));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'From' }), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'To' }), { target: { value: '5' } });
    expect(await within(dialog).findByText('Give both ends; the end must be greater than the start.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'To' }), { target: { value: '50' } });
    await choose(dialog, 'Applies to', 'Sum of the field');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(lastRunFilters(fetchStub)).toEqual([
          { column: 'Total', sqlOperator: 'BETWEEN', aggOperator: 'SUM', values: [{ value: 10, valueType: 'NUMERIC' }, { value: 50, valueType: 'NUMERIC' }] },
        ]),
      { timeout: AUTO_RUN_DELAY_MS + 3000 },
    );
  });

  it('writes conditions with any operator, and recommended time ranges', async () => {
    const fetchStub = serve();
    open({ chartId: 'c1' });
    await pickFromMenu(await loaded('button', 'Add BillingCity to…'), 'Add to Filters');
    const city = await dialogTitled('Filter on BillingCity');
    fireEvent.click(within(city).getByText('Condition'));
    await choose(city, 'Condition', 'starts with');
    fireEvent.change(within(city).getByRole('textbox', { name: 'Value' }), { target: { value: 'Sa' } });
    fireEvent.click(within(city).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(chips('Filters')).toEqual(['BillingCity starts with Sa']));

    await pickFromMenu(screen.getByRole('button', { name: 'Add InvoiceDate to…' }), 'Add to Filters');
    const date = await dialogTitled('Filter on InvoiceDate');
    fireEvent.click(within(date).getByText('Time'));
    fireEvent.click(within(date).getByText('Last 30 days'));
    fireEvent.click(within(date).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(chips('Filters')).toEqual(['BillingCity starts with Sa', 'InvoiceDate Last 30 days']));
    await waitFor(
      () =>
        expect(lastRunFilters(fetchStub)).toEqual([
          { column: 'BillingCity', sqlOperator: 'PREFIX_LIKE', values: [{ value: 'Sa', valueType: 'STRING' }] },
          { column: 'InvoiceDate', sqlOperator: 'BETWEEN', values: [{ recommend: 'last_30_days' }] },
        ]),
      { timeout: AUTO_RUN_DELAY_MS + 3000 },
    );
  });
});
