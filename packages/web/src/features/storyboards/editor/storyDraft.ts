import { STORY_DEFAULT_DWELL_SEC, type StoryboardConfig, type StoryPage, type StoryPageKind } from '@redbi/shared/domain';

/** What the editor changes: the storyboard's name and its document. */
export interface StoryDraft {
  name: string;
  config: StoryboardConfig;
}

export type StoryDraftAction =
  | { type: 'rename'; name: string }
  | { type: 'addPage'; id: string; kind: StoryPageKind; vizId: string; name: string; at?: number }
  | { type: 'removePage'; id: string }
  | { type: 'movePage'; id: string; to: number }
  | { type: 'updatePage'; id: string; changes: Partial<Omit<StoryPage, 'id' | 'kind' | 'vizId'>> }
  | { type: 'settings'; changes: Partial<Pick<StoryboardConfig, 'autoPlay' | 'loop'>> };

const withPages = (draft: StoryDraft, pages: StoryPage[]): StoryDraft => ({ ...draft, config: { ...draft.config, pages } });

/** The editor's changes as a pure reducer (tested without a DOM). */
export function storyDraftReducer(draft: StoryDraft, action: StoryDraftAction): StoryDraft {
  const { pages } = draft.config;
  switch (action.type) {
    case 'rename':
      return { ...draft, name: action.name };
    case 'addPage': {
      const page: StoryPage = {
        id: action.id,
        kind: action.kind,
        vizId: action.vizId,
        name: action.name,
        transition: { in: 'fade', out: 'fade', speed: 'default' },
        dwellSec: STORY_DEFAULT_DWELL_SEC,
      };
      const at = action.at === undefined ? pages.length : Math.max(0, Math.min(action.at, pages.length));
      return withPages(draft, [...pages.slice(0, at), page, ...pages.slice(at)]);
    }
    case 'removePage':
      return withPages(draft, pages.filter((page) => page.id !== action.id));
    case 'movePage': {
      const from = pages.findIndex((page) => page.id === action.id);
      if (from === -1) return draft;
      const to = Math.max(0, Math.min(action.to, pages.length - 1));
      if (to === from) return draft;
      const rest = pages.filter((page) => page.id !== action.id);
      return withPages(draft, [...rest.slice(0, to), pages[from]!, ...rest.slice(to)]);
    }
    case 'updatePage':
      return withPages(draft, pages.map((page) => (page.id === action.id ? { ...page, ...action.changes } : page)));
    case 'settings':
      return { ...draft, config: { ...draft.config, ...action.changes } };
  }
}

/** A page id not used by the storyboard yet. */
export function newPageId(pages: readonly StoryPage[]): string {
  const taken = new Set(pages.map((page) => page.id));
  for (let n = pages.length + 1; ; n++) {
    const id = `page-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** The index a page dragged over `overIndex` lands at, dropped before or after the middle of the row. */
export const dropIndex = (fromIndex: number, overIndex: number, after: boolean): number => {
  const target = overIndex + (after ? 1 : 0);
  return fromIndex < target ? target - 1 : target;
};

/** The draft differs from what was stored (the leave guard asks, Save is worth pressing). */
export const isDirty = (draft: StoryDraft, stored: StoryDraft): boolean => draft.name !== stored.name || JSON.stringify(draft.config) !== JSON.stringify(stored.config);
