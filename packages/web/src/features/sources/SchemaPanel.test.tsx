import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, renderWithProviders } from '../../testing/renderWithProviders';
import { SourcesPage } from './SourcesPage';
import { salesDb, sourceOf, tree } from './sourceTestData';

const schemaOf = (refreshedAt: string, extraTable?: string) => ({
  refreshedAt,
  databases: [
    {
      name: 'public',
      tables: [
        { name: 'orders', kind: 'table', columns: [{ name: 'id', type: 'number', dbType: 'int4' }, { name: 'placed_at', type: 'datetime', dbType: 'timestamptz' }] },
        { name: 'big_orders', kind: 'view', columns: [{ name: 'id', type: 'number', dbType: 'int4' }] },
        ...(extraTable ? [{ name: extraTable, kind: 'table', columns: [] }] : []),
      ],
    },
  ],
});

describe('the schema browser', () => {
  it('lists databases, tables and columns with their types, and reads them again on Refresh', async () => {
    const fetchStub = vi.fn(
      answerApi({
        '/orgs/o1/abilities': ownerAbilities,
        'GET /orgs/o1/sources': tree,
        'GET /orgs/o1/sources/s1': sourceOf(salesDb),
        'GET /orgs/o1/sources/s1/schema': schemaOf('2024-05-01T10:00:00'),
        'GET /orgs/o1/sources/s1/schema?refresh=true': schemaOf('2024-05-02T08:30:00', 'refunds'),
      }),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders([{ path: '/organizations/:orgId/sources/*', element: <SourcesPage /> }], '/organizations/o1/sources/s1?tab=schema');
    const schema = await screen.findByRole('tree', { name: 'Schema' });
    expect(screen.getByText('Read at 2024-05-01 10:00:00')).toBeTruthy();
    expect(within(schema).getByText('public')).toBeTruthy();
    expect(within(schema).getByText('view')).toBeTruthy();
    const orders = within(schema).getByText('orders').closest('.ant-tree-treenode') as HTMLElement;
    fireEvent.click(orders.querySelector('.ant-tree-switcher') as Element);
    expect(await within(schema).findByText('placed_at')).toBeTruthy();
    expect(within(schema).getByText('timestamptz')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(schema).findByText('refunds')).toBeTruthy();
    expect(screen.getByText('Read at 2024-05-02 08:30:00')).toBeTruthy();
    await waitFor(() => expect(fetchStub.mock.calls.filter(([url]) => String(url).includes('refresh=true'))).toHaveLength(1));
  });
});
