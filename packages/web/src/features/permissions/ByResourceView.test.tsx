import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, renderWithProviders } from '../../testing/renderWithProviders';
import { PermissionsPage } from './PermissionsPage';

const vizTree = [
  { id: 'f1', parentId: null, name: 'Sales', isFolder: true },
  { id: 'c1', parentId: 'f1', name: 'Revenue', isFolder: false },
];
const holders = (resourceId: string, entries: unknown[]) => ({ resourceType: 'viz', resourceId, entries, owners: [{ id: 'u1', name: 'Ann' }] });

describe('permissions by resource', () => {
  it('shows who holds what on the chosen node and where it comes from', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        answerApi({
          '/orgs/o1/roles': [],
          '/orgs/o1/members': [],
          '/orgs/o1/permissions/resources?resourceType=viz': vizTree,
          '/orgs/o1/permissions/resource?resourceType=viz&resourceId=*': holders('*', []),
          '/orgs/o1/permissions/resource?resourceType=viz&resourceId=c1': holders('c1', [
            { subject: { type: 'role', id: 'r1' }, subjectName: 'Analysts', privileges: ['view', 'download'], inheritedFrom: 'f1' },
            { subject: { type: 'user', id: 'u2' }, subjectName: 'Bob', privileges: ['view'], inheritedFrom: '*' },
            { subject: { type: 'user', id: 'u3' }, subjectName: 'Cid', privileges: [], inheritedFrom: null },
          ]),
        }),
      ),
    );
    renderWithProviders([{ path: '/organizations/:orgId/permissions/*', element: <PermissionsPage /> }], '/organizations/o1/permissions/resource');
    expect(await screen.findByRole('tab', { name: 'By resource', selected: true })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Vizs' })).toBeTruthy();
    expect(await screen.findByText('Nobody but the owners holds a privilege here.')).toBeTruthy();

    fireEvent.click(await screen.findByText('Revenue'));
    expect(await screen.findByRole('heading', { name: 'Vizs / Revenue' })).toBeTruthy();
    const analysts = (await screen.findByText('Analysts')).closest('tr') as HTMLElement;
    expect(within(analysts).getByText('Role')).toBeTruthy();
    expect(within(analysts).getByText('View')).toBeTruthy();
    expect(within(analysts).getByText('Download')).toBeTruthy();
    expect(within(analysts).getByText('Inherited from Sales')).toBeTruthy();
    const bob = screen.getByText('Bob').closest('tr') as HTMLElement;
    expect(within(bob).getByText('User')).toBeTruthy();
    expect(within(bob).getByText('Inherited from All resources')).toBeTruthy();
    const cid = screen.getByText('Cid').closest('tr') as HTMLElement;
    expect(within(cid).getByText('None')).toBeTruthy();
    expect(within(cid).getByText('Set here')).toBeTruthy();
    expect(screen.getByText('Ann')).toBeTruthy();
  });
});
