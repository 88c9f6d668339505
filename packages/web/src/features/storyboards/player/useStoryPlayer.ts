import type { StoryboardConfig } from '@redbi/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { autoAdvance, stepTo, transitionMs, type StoryStep } from './storyNavigation';

/** The page on its way out, shown under the new one for its out-transition. */
export interface LeavingPage {
  index: number;
  /** Which way the story moved (slides go the other way back). */
  forward: boolean;
}

/**
 * The player's state: the current page, whether it plays by itself (each page for its dwell time, in
 * seconds; spec §9), and the page leaving (kept for its out-transition, none with reduced motion).
 */
export function useStoryPlayer(config: StoryboardConfig, reducedMotion: boolean) {
  const count = config.pages.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(config.autoPlay && count > 1);
  const [leaving, setLeaving] = useState<LeavingPage>();
  const current = useRef(0);

  const goTo = useCallback(
    (target: number) => {
      const from = current.current;
      if (target === from || target < 0 || target >= count) return;
      current.current = target;
      setIndex(target);
      const out = config.pages[from]?.transition;
      setLeaving(reducedMotion || !out || out.out === 'none' ? undefined : { index: from, forward: target > from });
    },
    [config.pages, count, reducedMotion],
  );

  const step = useCallback((which: StoryStep) => goTo(stepTo(current.current, count, which)), [goTo, count]);

  // The leaving page goes once its out-transition has run.
  useEffect(() => {
    if (!leaving) return undefined;
    const speed = config.pages[leaving.index]?.transition.speed ?? 'default';
    const timer = window.setTimeout(() => setLeaving(undefined), transitionMs[speed]);
    return () => window.clearTimeout(timer);
  }, [leaving, config.pages]);

  // The carousel: each page for its dwell time, then the next (or the first again, or a stop).
  const dwellSec = config.pages[index]?.dwellSec;
  useEffect(() => {
    if (!playing || dwellSec === undefined) return undefined;
    const timer = window.setTimeout(() => {
      const next = autoAdvance(current.current, count, config.loop);
      if (next === undefined) setPlaying(false);
      else goTo(next);
    }, dwellSec * 1000);
    return () => window.clearTimeout(timer);
  }, [playing, index, dwellSec, count, config.loop, goTo]);

  return { index, count, playing, leaving, goTo, step, setPlaying, togglePlaying: () => setPlaying((now) => !now && count > 0) };
}
