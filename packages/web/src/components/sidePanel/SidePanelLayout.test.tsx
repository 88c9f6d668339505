import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPhoneScreen } from '../../app/shell/answerPhoneScreen';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SidePanelLayout } from './SidePanelLayout';

/** A list of two items beside the chosen one, as a tree page has it. */
function Page({ initial }: { initial?: string }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <SidePanelLayout
      side={
        <nav aria-label="Items">
          {['a', 'b'].map((item) => (
            <button key={item} type="button" onClick={() => setChosen(item)}>
              Item {item}
            </button>
          ))}
        </nav>
      }
      sideWidth={300}
      main={<p>{chosen ? `Showing ${chosen}` : 'Choose an item'}</p>}
      openKey={chosen}
      sideTitle="Items"
    />
  );
}

const render = (initial?: string) => renderWithProviders([{ path: '/', element: <Page initial={initial} /> }], '/');

describe('SidePanelLayout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the panel beside the page on a wider screen, with no Browse button', async () => {
    render('a');
    expect(await screen.findByText('Showing a')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Items' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Browse/ })).toBeNull();
  });

  it('stacks the panel above the page on a phone while nothing is chosen', async () => {
    answerPhoneScreen();
    render();
    expect(await screen.findByText('Choose an item')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Items' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Browse/ })).toBeNull();
  });

  it('moves the panel into a drawer behind Browse on a phone once something is chosen, closing it on the next choice', async () => {
    answerPhoneScreen();
    render('a');
    expect(await screen.findByText('Showing a')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Items' })).toBeNull();
    const browse = screen.getByRole('button', { name: /Browse/ });
    expect(browse.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(browse);
    await screen.findByRole('dialog', { name: 'Items' });
    expect(browse.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Item b' }));
    expect(await screen.findByText('Showing b')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Browse/ }).getAttribute('aria-expanded')).toBe('false'));
  });
});
