import { StoryboardConfigSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { dropIndex, isDirty, newPageId, storyDraftReducer, type StoryDraft } from './storyDraft';

const empty: StoryDraft = { name: 'Story', config: StoryboardConfigSchema.parse({}) };
const withThree = [1, 2, 3].reduce(
  (draft, n) => storyDraftReducer(draft, { type: 'addPage', id: `p${n}`, kind: n === 2 ? 'chart' : 'dashboard', vizId: `v${n}`, name: `Page ${n}` }),
  empty,
);
const ids = (draft: StoryDraft) => draft.config.pages.map((page) => page.id);

describe('storyDraftReducer', () => {
  it('adds pages at the end (or where dropped) with the default transition and dwell time', () => {
    expect(ids(withThree)).toEqual(['p1', 'p2', 'p3']);
    expect(withThree.config.pages[1]).toEqual({ id: 'p2', kind: 'chart', vizId: 'v2', name: 'Page 2', transition: { in: 'fade', out: 'fade', speed: 'default' }, dwellSec: 10 });
    expect(ids(storyDraftReducer(withThree, { type: 'addPage', id: 'p0', kind: 'chart', vizId: 'v0', name: 'First', at: 0 }))).toEqual(['p0', 'p1', 'p2', 'p3']);
  });

  it('moves, updates and removes pages; settings change the document', () => {
    expect(ids(storyDraftReducer(withThree, { type: 'movePage', id: 'p3', to: 0 }))).toEqual(['p3', 'p1', 'p2']);
    expect(ids(storyDraftReducer(withThree, { type: 'movePage', id: 'p1', to: 9 }))).toEqual(['p2', 'p3', 'p1']);
    const updated = storyDraftReducer(withThree, { type: 'updatePage', id: 'p2', changes: { name: 'Sales', dwellSec: 3 } });
    expect(updated.config.pages[1]).toMatchObject({ name: 'Sales', dwellSec: 3 });
    expect(ids(storyDraftReducer(withThree, { type: 'removePage', id: 'p2' }))).toEqual(['p1', 'p3']);
    expect(storyDraftReducer(withThree, { type: 'settings', changes: { autoPlay: true, loop: false } }).config).toMatchObject({ autoPlay: true, loop: false });
  });

  it('knows when the draft differs from what is stored', () => {
    expect(isDirty(withThree, withThree)).toBe(false);
    expect(isDirty(storyDraftReducer(withThree, { type: 'rename', name: 'Other' }), withThree)).toBe(true);
  });
});

describe('newPageId and dropIndex', () => {
  it('makes an unused id', () => {
    expect(newPageId(withThree.config.pages.map((page, n) => ({ ...page, id: `page-${n + 4}` })))).toBe('page-7');
    expect(newPageId([])).toBe('page-1');
  });

  it('places a dragged page before or after the row it is dropped on', () => {
    expect(dropIndex(0, 2, true)).toBe(2);
    expect(dropIndex(0, 2, false)).toBe(1);
    expect(dropIndex(2, 0, false)).toBe(0);
    expect(dropIndex(2, 0, true)).toBe(1);
  });
});
