import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/tokenStore';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, renderWithProviders } from '../../testing/renderWithProviders';
import { appRoutes } from '../routing/routes';
import { answerPhoneScreen } from './answerPhoneScreen';

const user = { id: 'u1', username: 'ann', email: 'ann@example.com', name: 'Ann', department: '', description: '', avatar: null, createdAt: '' };
const org = { id: 'o1', name: 'Acme', description: '', avatar: null, isOwner: true, createdAt: '' };

function serve() {
  tokenStore.set('t0');
  const answers = { '/users': user, '/orgs': [org], '/settings/user': { currentOrgId: 'o1' }, '/orgs/o1/abilities': ownerAbilities, '/orgs/o1/vizs': [], '/orgs/o1/views': [] };
  vi.stubGlobal('fetch', vi.fn(answerApi(answers)));
}

describe('MainLayout', () => {
  it('keeps the side navigation and the organisation switcher in the header on a desktop', async () => {
    serve();
    renderWithProviders(appRoutes, '/organizations/o1/vizs');
    const nav = await screen.findByRole('navigation', {}, { timeout: 5000 });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Organization' })).toBeTruthy();
  });

  it('puts the navigation and the organisation switcher behind a menu button on a phone, closing on a choice', async () => {
    answerPhoneScreen();
    serve();
    const { router } = renderWithProviders(appRoutes, '/organizations/o1/vizs');
    const menuButton = await screen.findByRole('button', { name: 'Open the menu' }, { timeout: 5000 });
    expect(screen.queryByRole('navigation')).toBeNull();
    // The header keeps the brand and the account menu only: it fits a phone.
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Organization' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Account' })).toBeTruthy();
    // Controls are tap-sized.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Account' }).className).toContain('ant-btn-lg');

    fireEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: 'Organization' })).toBeTruthy();
    const nav = within(drawer).getByRole('navigation');
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(7));
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(nav).getByRole('link', { name: 'Views' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/views'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the menu' }).getAttribute('aria-expanded')).toBe('false'));
  });
});
