import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/tokenStore';
import { appRoutes } from '../../app/routing/routes';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, renderWithProviders } from '../../testing/renderWithProviders';

const user = { id: 'u1', username: 'ann', email: 'ann@example.com', name: 'Ann', department: '', description: '', avatar: null, createdAt: '' };
const org = (id: string, name: string) => ({ id, name, description: '', avatar: null, isOwner: true, createdAt: '' });

describe('OrgSwitcher', () => {
  it('remembers the chosen organisation and goes there', async () => {
    tokenStore.set('t0');
    const fetchMock = vi.fn(
      answerApi({
        '/users': user,
        '/orgs': [org('o1', 'Acme'), org('o2', 'Beta')],
        '/settings/user': { currentOrgId: 'o2' },
        '/orgs/o1/abilities': ownerAbilities,
        '/orgs/o2/abilities': { ...ownerAbilities, orgId: 'o2' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithProviders(appRoutes, '/organizations/o1/sources');
    fireEvent.click(await screen.findByRole('button', { name: 'Organization' }));
    fireEvent.click(await screen.findByText('Beta'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o2/vizs'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/redBi/api/v1/settings/user');
    expect(put?.[1]?.body).toBe(JSON.stringify({ currentOrgId: 'o2' }));
  });
});
