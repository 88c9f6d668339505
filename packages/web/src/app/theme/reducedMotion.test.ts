import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './reducedMotion';

const mediaAnswering = (reduce: boolean) => (query: string) =>
  ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;

describe('reduced motion', () => {
  it('follows the prefers-reduced-motion media query', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(mediaAnswering(true));
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(true);
    vi.spyOn(window, 'matchMedia').mockImplementation(mediaAnswering(false));
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
  });
});
