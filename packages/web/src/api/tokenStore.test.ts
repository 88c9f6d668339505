import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from './tokenStore';

describe('tokenStore', () => {
  it('keeps the token in local storage and in a cookie', () => {
    tokenStore.set('abc');
    expect(localStorage.getItem('AUTHORIZATION_TOKEN')).toBe('abc');
    expect(document.cookie).toContain('AUTHORIZATION_TOKEN=abc');
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem('AUTHORIZATION_TOKEN')).toBeNull();
  });

  it('treats a token whose cookie has expired as gone', () => {
    localStorage.setItem('AUTHORIZATION_TOKEN', 'stale');
    expect(tokenStore.get()).toBeNull();
  });

  it('tells listeners when a token appears or goes, not on every refresh', () => {
    const listener = vi.fn();
    const unsubscribe = tokenStore.subscribe(listener);
    tokenStore.set('a');
    tokenStore.set('b');
    tokenStore.clear();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
