/** Where the player goes next, as pure functions of the page count (tested without a DOM). */
export type StoryStep = 'next' | 'previous' | 'first' | 'last';

/** The keys of spec §9's player: next, previous, first, last. */
const keySteps: Record<string, StoryStep> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ' ': 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
};

export const stepOfKey = (key: string): StoryStep | undefined => keySteps[key];

/** The page a step leads to; manual steps stop at either end. */
export function stepTo(index: number, count: number, step: StoryStep): number {
  if (count === 0) return 0;
  switch (step) {
    case 'next':
      return Math.min(index + 1, count - 1);
    case 'previous':
      return Math.max(index - 1, 0);
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}

/**
 * After a page's dwell time while playing by itself: the next page, the first again after the last when
 * the storyboard loops, or undefined (stop playing) at the end of a storyboard that does not.
 */
export function autoAdvance(index: number, count: number, loop: boolean): number | undefined {
  if (index + 1 < count) return index + 1;
  return loop && count > 1 ? 0 : undefined;
}

/** The transitions' durations by speed (CSS animations; none when the user asks for less motion). */
export const transitionMs = { slow: 900, default: 500, fast: 250 } as const;
