import { StoryboardConfigSchema, type Abilities, type StoryboardNode } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { vizsAnswers } from '../vizs/vizTestData';
import { VizsPage } from '../vizs/VizsPage';

const routes = [{ path: '/organizations/:orgId/vizs/*', element: <VizsPage /> }];
const firstLoad = { timeout: 10_000 };
const node = (id: string, name: string, extra: Partial<StoryboardNode> = {}): StoryboardNode => ({
  id,
  name,
  status: 'unpublished',
  index: 0,
  pageCount: 2,
  privileges: ['view', 'share', 'manage'],
  updatedAt: '2026-11-27T00:00:00Z',
  ...extra,
});

function serve(list: StoryboardNode[], abilities: Abilities = ownerAbilities) {
  const created = { ...node('s9', 'New story'), orgId: 'o1', description: '', config: StoryboardConfigSchema.parse({}), targets: {}, createdAt: '', pageCount: undefined };
  const fetchStub = vi.fn(
    answerApi({
      ...vizsAnswers(),
      '/orgs/o1/abilities': abilities,
      'GET /orgs/o1/storyboards': list,
      'POST /orgs/o1/storyboards/s1/publish': { ...list[0], status: 'published' },
      'POST /orgs/o1/storyboards': created,
      'GET /orgs/o1/storyboards/s9': created,
    }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('the Storyboards tab of the Vizs page', () => {
  it('lists storyboards with their status, and publishes one from its menu', async () => {
    const fetchStub = serve([node('s1', 'Quarter story'), node('s2', 'Old story', { status: 'published', pageCount: 1 })]);
    renderWithProviders(routes, '/organizations/o1/vizs');
    fireEvent.click(await screen.findByRole('tab', { name: 'Storyboards' }, firstLoad));
    expect(await screen.findByRole('button', { name: 'Quarter story' }, firstLoad)).toBeTruthy();
    expect(screen.getByText('1 page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Quarter story' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    expect(await screen.findByText('"Quarter story" published', undefined, firstLoad)).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url, init]) => String(url).endsWith('/storyboards/s1/publish') && init?.method === 'POST')).toBe(true);
  }, 60_000);

  it('creates a storyboard by its name and opens the editor', async () => {
    const fetchStub = serve([]);
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs');
    fireEvent.click(await screen.findByRole('tab', { name: 'Storyboards' }, firstLoad));
    expect(await screen.findByText('No storyboards yet.', undefined, firstLoad)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New storyboard' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'New story' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/storyboards/s9/edit'));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/storyboards', 'POST')).toEqual([{ name: 'New story' }]);
  }, 60_000);

  it('offers nothing to change to those who may only view', async () => {
    serve([node('s2', 'Old story', { status: 'published', privileges: ['view'] })], { ...ownerAbilities, isOwner: false, manageTop: [] });
    renderWithProviders(routes, '/organizations/o1/vizs');
    fireEvent.click(await screen.findByRole('tab', { name: 'Storyboards' }, firstLoad));
    expect(await screen.findByRole('button', { name: 'Old story' }, firstLoad)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New storyboard' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Old story' }));
    expect(await screen.findByRole('menuitem', { name: 'Play' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  }, 60_000);
});
