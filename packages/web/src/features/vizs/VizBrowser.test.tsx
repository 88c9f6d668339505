import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerPhoneScreen } from '../../app/shell/answerPhoneScreen';
import { answerApi, renderWithProviders } from '../../testing/renderWithProviders';
import { vizsAnswers } from './vizTestData';
import { VizsPage } from './VizsPage';

const routes = [{ path: '/organizations/:orgId/vizs/*', element: <VizsPage /> }];
const serve = () => vi.stubGlobal('fetch', vi.fn(answerApi(vizsAnswers())));
const folderPane = (name: string) => screen.findByRole('region', { name });

describe('VizBrowser', () => {
  it('keeps the tree beside the chosen viz on a desktop', async () => {
    serve();
    renderWithProviders(routes, '/organizations/o1/vizs/f1');
    await folderPane('Reports');
    expect(await screen.findByRole('tree', { name: 'Vizs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Browse' })).toBeNull();
  });

  it('stacks the tree above the landing on a phone', async () => {
    answerPhoneScreen();
    serve();
    renderWithProviders(routes, '/organizations/o1/vizs');
    expect(await screen.findByRole('tree', { name: 'Vizs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Browse' })).toBeNull();
  });

  it('moves the tree into a drawer behind Browse on a phone once a viz is open, closing it on a choice', async () => {
    answerPhoneScreen();
    serve();
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs/f1');
    await folderPane('Reports');
    // The viz gets the whole width: no tree beside it.
    expect(screen.queryByRole('tree', { name: 'Vizs' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Browse' }));
    const drawer = await screen.findByRole('dialog');
    const tree = within(drawer).getByRole('tree', { name: 'Vizs' });
    expect(screen.getByRole('button', { name: 'Browse' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(tree).getByText('Drafts'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/f2'));
    await folderPane('Drafts');
    expect(screen.getByRole('button', { name: 'Browse' }).getAttribute('aria-expanded')).toBe('false');
  });
});
