import type { Storyboard } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, bodiesSentTo, renderWithProviders } from '../../../testing/renderWithProviders';
import { vizDashboard, vizsAnswers, vizTree } from '../../vizs/vizTestData';
import { VizsPage } from '../../vizs/VizsPage';
import { storyboardOf } from '../storyboardTestData';

const routes = [{ path: '/organizations/:orgId/vizs/*', element: <VizsPage /> }];
const board = vizDashboard('d1', 'Sales board', null, 5);
const firstLoad = { timeout: 10_000 };

const stored = storyboardOf([{ id: 'page-1', kind: 'dashboard', vizId: 'd1', name: 'Overview' }], {}, {
  status: 'unpublished',
  targets: { d1: { id: 'd1', kind: 'dashboard', name: 'Sales board' } },
  privileges: ['view', 'share', 'manage'],
});

function serve() {
  const fetchStub = vi.fn(
    answerApi({
      ...vizsAnswers(),
      'GET /orgs/o1/vizs': [...vizTree, board],
      'GET /orgs/o1/storyboards/s1': stored,
      'PUT /orgs/o1/storyboards/s1': stored,
      'GET /orgs/o1/storyboards': [],
    }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const pageNames = () => within(screen.getByRole('list', { name: 'Pages' })).getAllByRole('listitem').map((item) => item.getAttribute('data-page-id'));

describe('StoryboardEditor', () => {
  it('adds pages from the picker, reorders them by drag and drop and by the buttons, and saves after a confirmation', async () => {
    const fetchStub = serve();
    renderWithProviders(routes, '/organizations/o1/vizs/storyboards/s1/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Genres' }, firstLoad));
    fireEvent.click(screen.getByRole('button', { name: 'Add Sales by country' }));
    expect(pageNames()).toEqual(['page-1', 'page-2', 'page-3']);
    // The new page is chosen: its settings show.
    expect((screen.getByRole('textbox', { name: 'Page name' }) as HTMLInputElement).value).toBe('Sales by country');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Dwell time (seconds)' }), { target: { value: '3' } });
    fireEvent.blur(screen.getByRole('spinbutton', { name: 'Dwell time (seconds)' }));

    // Drag the third page onto the top half of the first: it goes first.
    const items = within(screen.getByRole('list', { name: 'Pages' })).getAllByRole('listitem');
    fireEvent.dragStart(items[2]!);
    fireEvent.dragOver(items[0]!, { clientY: -1 });
    fireEvent.drop(items[0]!, { clientY: -1 });
    expect(pageNames()).toEqual(['page-3', 'page-1', 'page-2']);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Overview' }));
    expect(pageNames()).toEqual(['page-3', 'page-2', 'page-1']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Play by itself (carousel)' }));
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect((await screen.findAllByText('Save changes to "Quarter story"?')).length).toBeGreaterThan(0);
    // The confirmation's own Save button comes last in the document.
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/storyboards/s1', 'PUT')).toHaveLength(1));
    const [sent] = bodiesSentTo(fetchStub, '/orgs/o1/storyboards/s1', 'PUT') as { name: string; config: Storyboard['config'] }[];
    expect(sent?.config.autoPlay).toBe(true);
    expect(sent?.config.pages.map((page) => [page.id, page.vizId, page.dwellSec])).toEqual([
      ['page-3', 'c1', 3],
      ['page-2', 'c2', 10],
      ['page-1', 'd1', 10],
    ]);
  }, 60_000);
});
