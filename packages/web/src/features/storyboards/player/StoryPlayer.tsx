import type { Storyboard, StoryPage } from '@redbi/shared/domain';
import { Alert, Empty, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../app/theme/reducedMotion';
import { PlayerBar } from './PlayerBar';
import { autoAdvance, stepOfKey } from './storyNavigation';
import { useStoryPlayer } from './useStoryPlayer';
import './playerMessages';
import './storyPlayer.css';

export interface StoryPlayerProps {
  storyboard: Storyboard;
  /**
   * Draws a page's dashboard or chart (the caller fetches it: the app as the signed-in user, a share page
   * through its share). `active`: the page on screen (the current one, or the one leaving during its
   * out-transition); false: the next page, drawn ahead in a hidden layer so that it shows at once (may answer
   * null). A page keeps its element (keyed by page id) from next to current to leaving: answer the same
   * element type for both, so that what the hidden page asked for is not asked again.
   * Pages whose target is not in `storyboard.targets` are not asked for: the player says they are gone.
   */
  renderPage: (page: StoryPage, active: boolean) => ReactNode;
  /** Close (the button, Esc outside full screen); absent: no close button. */
  onExit?: () => void;
  /** Asks the browser for full screen when it opens (after a click on Play). */
  fullScreenOnStart?: boolean;
}

/**
 * A storyboard played page by page over the whole window (spec §2, §9): keys ArrowRight / ArrowDown /
 * Space / PageDown next, ArrowLeft / ArrowUp / PageUp previous, Home, End, Esc (leaves full screen, then
 * closes); the carousel plays each page for its dwell time in seconds (pause and play); CSS transitions in
 * and out (none with reduced motion); a page indicator. Only the current page, the one leaving (for its
 * out-transition) and the next one (drawn ahead, hidden; after the last, the first while a looping
 * storyboard plays) are mounted. No data fetching of its own.
 */
export function StoryPlayer({ storyboard, renderPage, onExit, fullScreenOnStart = false }: StoryPlayerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const reducedMotion = usePrefersReducedMotion();
  const { pages } = storyboard.config;
  const player = useStoryPlayer(storyboard.config, reducedMotion);
  const root = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const latest = useRef({ player, onExit });
  latest.current = { player, onExit };

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    if (fullScreenOnStart) root.current?.requestFullscreen?.().catch(() => undefined);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [fullScreenOnStart]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const { target } = event;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'Escape') {
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else latest.current.onExit?.();
        return;
      }
      const step = stepOfKey(event.key);
      if (!step) return;
      event.preventDefault();
      latest.current.player.step(step);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else root.current?.requestFullscreen?.().catch(() => undefined);
  };

  const pageContent = (page: StoryPage, active: boolean): ReactNode =>
    storyboard.targets[page.vizId] ? (
      renderPage(page, active)
    ) : active ? (
      <div style={{ display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <Alert type="warning" showIcon message={page.name} description={t('errors.jumpTargetInvalid')} />
      </div>
    ) : null;

  const current = pages[player.index];
  // The page that comes next: after the last, the first again while a looping storyboard plays by itself.
  const nextIndex = autoAdvance(player.index, pages.length, storyboard.config.loop && player.playing);
  const leavingPage = player.leaving ? pages[player.leaving.index] : undefined;
  const back = player.leaving ? !player.leaving.forward : false;
  // The pages mounted, in storyboard order and keyed by page, so that a page keeps its drawing as it goes
  // from next to current to leaving: the current one, the one leaving (its out-transition) and the next.
  const roles = new Map<number, 'current' | 'leaving' | 'next'>();
  if (nextIndex !== undefined) roles.set(nextIndex, 'next');
  if (player.leaving && leavingPage) roles.set(player.leaving.index, 'leaving');
  if (current) roles.set(player.index, 'current');
  const slots = [...roles.entries()].sort(([a], [b]) => a - b).flatMap(([index, role]) => (pages[index] ? [{ page: pages[index], role }] : []));
  const motion = (page: StoryPage, way: 'in' | 'out') =>
    reducedMotion || page.transition[way] === 'none' ? '' : ` story-${way}-${page.transition[way]} story-speed-${page.transition.speed}${back ? ' story-back' : ''}`;

  return (
    <div
      ref={root}
      role="region"
      aria-label={t('storyPlayer.label')}
      aria-roledescription="carousel"
      style={{ position: 'fixed', inset: 0, zIndex: 1000, display: 'flex', flexDirection: 'column', background: token.colorBgLayout, color: token.colorText }}
    >
      <div style={{ position: 'relative', flex: 1, overflow: 'hidden' }}>
        {slots.map(({ page, role }) =>
          role === 'next' ? (
            <div key={page.id} aria-hidden style={{ position: 'absolute', inset: 0, overflow: 'auto', visibility: 'hidden', pointerEvents: 'none', padding: 16 }}>
              {pageContent(page, false)}
            </div>
          ) : role === 'leaving' ? (
            <div key={page.id} className={`story-page story-leaving${motion(page, 'out')}`} aria-hidden style={{ padding: 16, zIndex: 1 }}>
              {pageContent(page, true)}
            </div>
          ) : (
            <div
              key={page.id}
              className={`story-page${player.leaving || player.index > 0 ? motion(page, 'in') : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={page.name}
              data-story-page={player.index + 1}
              style={{ padding: 16, zIndex: 2 }}
            >
              {pageContent(page, true)}
            </div>
          ),
        )}
        {!current && <Empty style={{ marginTop: '20vh' }} description={t('storyPlayer.empty')} />}
      </div>
      <PlayerBar
        storyboard={storyboard}
        player={player}
        fullScreen={fullScreen}
        onFullScreen={toggleFullScreen}
        onExit={onExit}
      />
    </div>
  );
}
