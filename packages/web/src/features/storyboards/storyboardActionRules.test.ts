import { describe, expect, it } from 'vitest';
import { storyboardActionsOf } from './storyboardActionRules';

describe('storyboardActionsOf', () => {
  it('offers what the privileges and the status allow', () => {
    expect(storyboardActionsOf({ privileges: ['view'], status: 'published' })).toEqual(['play']);
    expect(storyboardActionsOf({ privileges: ['view', 'share'], status: 'published' })).toEqual(['play', 'share']);
    expect(storyboardActionsOf({ privileges: ['view', 'share', 'manage'], status: 'unpublished' })).toEqual(['play', 'edit', 'share', 'publish', 'archive', 'delete']);
    expect(storyboardActionsOf({ privileges: ['view', 'share', 'manage'], status: 'published' })).toEqual(['play', 'edit', 'share', 'unpublish', 'archive', 'delete']);
    expect(storyboardActionsOf({ privileges: [], status: 'published' })).toEqual([]);
  });
});
