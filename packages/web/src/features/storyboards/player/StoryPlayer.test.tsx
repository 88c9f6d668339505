import type { Storyboard, StoryPage } from '@redbi/shared/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { storyboardOf as storyboardWith } from '../storyboardTestData';
import { StoryPlayer } from './StoryPlayer';

const page = (n: number, dwellSec: number, vizId = `v${n}`) => ({ id: `p${n}`, kind: 'dashboard' as const, vizId, name: `Page ${n}`, dwellSec });

const storyboardOf = (pages: ReturnType<typeof page>[], settings: { autoPlay?: boolean; loop?: boolean } = {}): Storyboard => {
  const story = storyboardWith(pages, settings);
  // A page whose board is 'gone' has no target: the player says so.
  const { gone: _gone, ...targets } = story.targets;
  return { ...story, targets };
};

function renderPlayer(storyboard: Storyboard) {
  const renderPage = vi.fn((shown: StoryPage, active: boolean) => (active ? <p>Showing {shown.name}</p> : <p>Preloading {shown.name}</p>));
  const onExit = vi.fn();
  const { unmount } = renderWithProviders([{ path: '/', element: <StoryPlayer storyboard={storyboard} renderPage={renderPage} onExit={onExit} /> }], '/');
  return { renderPage, onExit, unmount };
}

/** A page that says when it mounts: a drawing started again would ask its data again. */
function MountProbe({ page, active, mounts }: { page: StoryPage; active: boolean; mounts: string[] }) {
  useEffect(() => {
    mounts.push(page.id);
  }, [page.id, mounts]);
  return <p>{active ? 'Showing' : 'Preloading'} {page.name}</p>;
}

const indicator = () => screen.getByTestId('story-indicator').textContent;
const press = (key: string) => act(() => void fireEvent.keyDown(window, { key }));

afterEach(() => {
  vi.useRealTimers();
});

describe('StoryPlayer', () => {
  it('goes through the pages with the keyboard, mounting only the current page and preloading the next', () => {
    const { onExit } = renderPlayer(storyboardOf([page(1, 5), page(2, 5), page(3, 5)]));
    expect(screen.getByRole('region', { name: 'Storyboard player' })).toBeTruthy();
    expect(screen.getByText('Showing Page 1')).toBeTruthy();
    expect(screen.getByText('Preloading Page 2')).toBeTruthy();
    expect(screen.queryByText(/Page 3/)).toBeNull();
    expect(indicator()).toBe('1 / 3');
    press('ArrowRight');
    expect(indicator()).toBe('2 / 3');
    expect(screen.getByText('Showing Page 2')).toBeTruthy();
    press(' ');
    expect(indicator()).toBe('3 / 3');
    press('PageDown');
    expect(indicator()).toBe('3 / 3');
    press('Home');
    expect(indicator()).toBe('1 / 3');
    press('End');
    expect(indicator()).toBe('3 / 3');
    press('ArrowLeft');
    expect(indicator()).toBe('2 / 3');
    press('ArrowUp');
    expect(indicator()).toBe('1 / 3');
    press('ArrowDown');
    press('PageUp');
    expect(indicator()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('tab', { name: 'Go to page 3: Page 3' }));
    expect(indicator()).toBe('3 / 3');
    press('Escape');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('plays by itself, each page for its dwell time in seconds, and stops at the end without loop', () => {
    vi.useFakeTimers();
    renderPlayer(storyboardOf([page(1, 1), page(2, 2), page(3, 1)], { autoPlay: true, loop: false }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(indicator()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(indicator()).toBe('2 / 3');
    act(() => vi.advanceTimersByTime(1999));
    expect(indicator()).toBe('2 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(indicator()).toBe('3 / 3');
    act(() => vi.advanceTimersByTime(1000));
    expect(indicator()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('loops when asked, and pauses and plays again with its button', () => {
    vi.useFakeTimers();
    renderPlayer(storyboardOf([page(1, 1), page(2, 1)], { autoPlay: true, loop: true }));
    act(() => vi.advanceTimersByTime(1000));
    expect(indicator()).toBe('2 / 2');
    act(() => vi.advanceTimersByTime(1000));
    expect(indicator()).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(indicator()).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(indicator()).toBe('2 / 2');
  });

  it('draws the next page ahead, hidden, and keeps that drawing when it comes on screen and as it leaves', () => {
    const mounts: string[] = [];
    const renderPage = vi.fn((shown: StoryPage, active: boolean) => <MountProbe key={shown.id} page={shown} active={active} mounts={mounts} />);
    renderWithProviders([{ path: '/', element: <StoryPlayer storyboard={storyboardOf([page(1, 5), page(2, 5), page(3, 5)])} renderPage={renderPage} /> }], '/');
    expect(mounts).toEqual(['p1', 'p2']);
    expect(screen.getByText('Preloading Page 2').closest('[aria-hidden]')).toBeTruthy();
    press('ArrowRight');
    expect(screen.getByRole('group', { name: 'Page 2' }).textContent).toBe('Showing Page 2');
    press('ArrowLeft');
    expect(screen.getByRole('group', { name: 'Page 1' }).textContent).toBe('Showing Page 1');
    // Page 2 went from next to current and back without being drawn again; page 3 was drawn once as next.
    expect(mounts).toEqual(['p1', 'p2', 'p3']);
    const asked = renderPage.mock.calls.map(([shown, active]) => `${shown.id}:${active}`);
    expect(asked.indexOf('p2:false')).toBeLessThan(asked.indexOf('p2:true'));
  });

  it('draws the first page ahead on the last one while a looping storyboard plays, and nothing after the last otherwise', () => {
    vi.useFakeTimers();
    const looping = renderPlayer(storyboardOf([page(1, 5), page(2, 5), page(3, 5)], { autoPlay: true, loop: true }));
    press('End');
    act(() => vi.advanceTimersByTime(1000)); // page 1's out-transition
    expect(screen.getByText('Preloading Page 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.queryByText('Preloading Page 1')).toBeNull();
    looping.unmount();
    renderPlayer(storyboardOf([page(1, 5), page(2, 5), page(3, 5)], { autoPlay: true, loop: false }));
    press('End');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/(Preloading|Showing) Page 1/)).toBeNull();
  });

  it('says a page whose dashboard or chart is gone must be reconfigured, without asking for it', () => {
    const { renderPage } = renderPlayer(storyboardOf([page(1, 5, 'gone'), page(2, 5)]));
    expect(screen.getByText('The jump target has been invalidated or deleted, please reconfigure')).toBeTruthy();
    expect(renderPage.mock.calls.some(([shown]) => shown.id === 'p1')).toBe(false);
  });

  it('shows an empty storyboard as such', () => {
    renderPlayer(storyboardOf([]));
    expect(screen.getByText('This storyboard has no pages.')).toBeTruthy();
    expect(indicator()).toBe('0 / 0');
  });
});
