import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/tokenStore';
import { answerApi, renderWithProviders } from '../../testing/renderWithProviders';
import { ownerAbilities } from '../../testing/abilities';
import { appRoutes } from './routes';

const sysInfo = { initialized: true, tokenTimeout: 30, mailEnable: false, registerEnable: false, version: '0.1.0' };
const user = { id: 'u1', username: 'ann', email: 'ann@example.com', name: 'Ann', department: '', description: '', avatar: null, createdAt: '' };
const org = { id: 'o1', name: 'Acme', description: '', avatar: null, isOwner: true, createdAt: '' };

const serve = (routes: Record<string, unknown>) => vi.stubGlobal('fetch', vi.fn(answerApi(routes)));

describe('routes', () => {
  it('sends a visitor from / to login once initialized', async () => {
    serve({ '/sys/info': sysInfo });
    const { router } = renderWithProviders(appRoutes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a visitor from / to setup before initialization', async () => {
    serve({ '/sys/info': { ...sysInfo, initialized: false } });
    const { router } = renderWithProviders(appRoutes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
    // The setup page is a lazy chunk: its first import may take a while on a busy machine.
    expect(await screen.findByRole('button', { name: 'Initialize' }, { timeout: 5000 })).toBeTruthy();
  });

  it('takes a logged-in user into the organisation last worked in', async () => {
    tokenStore.set('t0');
    serve({ '/users': user, '/orgs': [org], '/settings/user': { currentOrgId: 'o1' }, '/orgs/o1/abilities': ownerAbilities });
    const { router } = renderWithProviders(appRoutes, '/');
    // The first visit loads the shell's lazy chunks.
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs'), { timeout: 5000 });
    // The Vizs page's chunk (the tree with every chart type's icon) loads on the first visit.
    expect(await screen.findByRole('heading', { name: 'Vizs' }, { timeout: 5000 })).toBeTruthy();
    for (const entry of ['Vizs', 'Views', 'Sources', 'Schedules', 'Members', 'Permissions', 'Settings']) {
      expect(screen.getByRole('link', { name: entry })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Organization' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Vizs - AllRedBI'));
  });

  it('shows a member only the areas the server opens, and no permission elsewhere', async () => {
    tokenStore.set('t0');
    const memberAbilities = { ...ownerAbilities, isOwner: false, manageOrganization: false, modules: { source: false, view: false, viz: true, schedule: false } };
    serve({ '/users': user, '/orgs': [org], '/settings/user': { currentOrgId: 'o1' }, '/orgs/o1/abilities': memberAbilities });
    const { router } = renderWithProviders(appRoutes, '/organizations/o1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs'));
    const nav = await screen.findByRole('navigation');
    await waitFor(() => expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Vizs', 'Members']));
    await router.navigate('/organizations/o1/permissions');
    expect(await screen.findByText('You do not have permission to access this page')).toBeTruthy();
  });

  it('loads the Views page on its route, with its tree', async () => {
    tokenStore.set('t0');
    serve({ '/users': user, '/orgs': [org], '/settings/user': { currentOrgId: 'o1' }, '/orgs/o1/abilities': ownerAbilities, '/orgs/o1/views': [] });
    renderWithProviders(appRoutes, '/organizations/o1/views');
    expect(await screen.findByRole('heading', { name: 'Views' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('No views yet. Create one to query a source.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New view' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Views - AllRedBI'));
  });

  it('offers a user without organisation to create one', async () => {
    tokenStore.set('t0');
    serve({ '/users': user, '/orgs': [], '/settings/user': { currentOrgId: null } });
    renderWithProviders(appRoutes, '/');
    expect(await screen.findByRole('button', { name: /Create organization/ })).toBeTruthy();
  });

  it('has a page-not-found page with a way home', async () => {
    serve({ '/sys/info': sysInfo });
    renderWithProviders(appRoutes, '/nope');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });
});
