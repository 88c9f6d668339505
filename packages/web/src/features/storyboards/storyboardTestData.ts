import { StoryboardConfigSchema, type Storyboard, type StoryboardConfigInput, type StoryPageInput } from '@redbi/shared/domain';

/**
 * A stored storyboard 's1' of organisation 'o1' for tests: its pages and settings as given, each page's target
 * present (named 'Board <vizId>') unless `targets` says otherwise, and View alone unless `privileges` says.
 */
export function storyboardOf(pages: StoryPageInput[], settings: Omit<StoryboardConfigInput, 'pages'> = {}, extra: Partial<Storyboard> = {}): Storyboard {
  return {
    id: 's1',
    orgId: 'o1',
    name: 'Quarter story',
    description: '',
    status: 'published',
    config: StoryboardConfigSchema.parse({ pages, ...settings }),
    targets: Object.fromEntries(pages.map((page) => [page.vizId, { id: page.vizId, kind: page.kind, name: `Board ${page.vizId}` }])),
    privileges: ['view'],
    downloadable: false,
    createdAt: '2026-11-27T00:00:00Z',
    updatedAt: '2026-11-27T00:00:00Z',
    ...extra,
  };
}
