import { vi } from 'vitest';
import { PHONE_SCREEN_QUERY } from './phoneScreen';

/**
 * For tests: the window answers the phone-screen media query as a phone does; other queries (antd's
 * responsive grid, the theme) keep the test DOM's answers.
 */
export function answerPhoneScreen(): void {
  const answer = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === PHONE_SCREEN_QUERY
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        } as MediaQueryList)
      : answer(query),
  );
}
