import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo } from '../../../testing/renderWithProviders';
import { AUTO_RUN_DELAY_MS } from '../useWorkbenchQuery';
import { chartRuns, chips, dialogTitled, loaded, open, pickFromChipMenu, pickFromMenu, serve } from '../workbenchHarness';
import { savedChart } from '../workbenchTestData';

/** A stand-in for the browser's drag data store (the DOM under test has none). */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

function drag(source: HTMLElement, target: HTMLElement) {
  const transfer = dataTransfer();
  for (const [type, element] of [
    ['dragStart', source],
    ['dragOver', target],
    ['drop', target],
    ['dragEnd', source],
  ] as const) {
    const event = createEvent[type](element);
    Object.defineProperty(event, 'dataTransfer', { value: transfer });
    fireEvent(element, event);
  }
}

const lastRun = (fetchStub: ReturnType<typeof serve>) => chartRuns(fetchStub).at(-1);

describe('placed fields', { timeout: 60_000 }, () => {
  it('are dragged in from the list and between sections', async () => {
    const fetchStub = serve();
    open({ chartId: 'c1' });
    const quantity = (await loaded('button', 'Add Quantity to…')).closest<HTMLElement>('[draggable="true"]')!;
    drag(quantity, screen.getByRole('group', { name: 'Drop zone: Metrics' }));
    expect(chips('Metrics')).toEqual(['SUM(Total)', 'SUM(Quantity)']);
    // A chip moved to another section becomes what that section holds.
    const country = within(screen.getByRole('list', { name: 'Dimensions' })).getByRole('listitem');
    drag(country, screen.getByRole('group', { name: 'Drop zone: Metrics' }));
    expect(chips('Metrics')).toEqual(['SUM(Total)', 'SUM(Quantity)', 'COUNT(BillingCountry)']);
    expect(screen.queryByRole('list', { name: 'Dimensions' })).toBeNull();
    await waitFor(() => expect(lastRun(fetchStub)).toMatchObject({ groups: [], aggregators: [{ column: 'Total' }, { column: 'Quantity' }, { column: 'BillingCountry', sqlOperator: 'COUNT' }] }), {
      timeout: AUTO_RUN_DELAY_MS + 3000,
    });
  });

  it('take an aggregation, an alias and a custom order, saved with the chart', async () => {
    const fetchStub = serve({ 'PUT /orgs/o1/charts/c1': savedChart() });
    open({ chartId: 'c1' });
    await loaded('list', 'Metrics');
    await pickFromChipMenu('SUM(Total)', 'Aggregation', 'Average');
    expect(chips('Metrics')).toEqual(['AVG(Total)']);
    await waitFor(() => expect(lastRun(fetchStub)).toMatchObject({ aggregators: [{ column: 'Total', sqlOperator: 'AVG' }] }), { timeout: AUTO_RUN_DELAY_MS + 3000 });

    await pickFromChipMenu('AVG(Total)', 'Alias…');
    const alias = await dialogTitled('Alias of AVG(Total)');
    fireEvent.change(within(alias).getByRole('textbox', { name: 'Alias' }), { target: { value: 'Average sale' } });
    fireEvent.click(within(alias).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(chips('Metrics')).toEqual(['Average sale']));

    await pickFromChipMenu('BillingCountry', 'Sort', 'Custom order…');
    const order = await dialogTitled('Custom order of BillingCountry');
    fireEvent.click(await within(order).findByRole('checkbox', { name: 'France' }));
    fireEvent.click(within(order).getByRole('checkbox', { name: 'Brazil' }));
    fireEvent.click(within(order).getByRole('button', { name: 'Move Brazil up' }));
    expect(within(within(order).getByRole('list', { name: 'Order' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1.Brazil', '2.France']);
    fireEvent.click(within(order).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Dimensions' })).getByRole('img', { name: 'custom order' })).toBeTruthy());

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    fireEvent.click(within(await dialogTitled('Save changes to "Sales by country"?')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/charts/c1', 'PUT')).toHaveLength(1));
    const [body] = bodiesSentTo(fetchStub, '/orgs/o1/charts/c1', 'PUT') as { config: { sections: Record<string, unknown[]> } }[];
    expect(body!.config.sections).toEqual({
      dimensions: [{ uid: 'd1', column: 'BillingCountry', type: 'string', category: 'country', sort: { order: 'CUSTOM', values: ['Brazil', 'France'] } }],
      metrics: [{ uid: 'm1', column: 'Total', type: 'numeric', aggregate: 'AVG', alias: 'Average sale' }],
    });
  });

  it('include computed fields of the chart, checked by the server and sent with the query', async () => {
    const fetchStub = serve({ 'POST /data-provider/function/validate': { type: 'numeric', aggregate: false }, 'POST /data-provider/function/support/s1': [] });
    open({ chartId: 'c1' });
    fireEvent.click(await loaded('button', 'New computed field'));
    const dialog = await dialogTitled('New computed field');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Doubled' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Expression' }), { target: { value: '[Total] * 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await pickFromMenu(await loaded('button', 'Add Doubled to…'), 'Add to Metrics');
    expect(chips('Metrics')).toEqual(['SUM(Total)', 'SUM(Doubled)']);
    expect(bodiesSentTo(fetchStub, '/data-provider/function/validate', 'POST')[0]).toMatchObject({ sourceId: 's1', expression: '[Total] * 2', name: 'Doubled' });
    await waitFor(() => expect(lastRun(fetchStub)).toMatchObject({ functionColumns: [{ alias: 'Doubled', snippet: '[Total] * 2' }], aggregators: [{ column: 'Total' }, { column: 'Doubled' }] }), {
      timeout: AUTO_RUN_DELAY_MS + 3000,
    });
  });
});
