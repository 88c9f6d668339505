import { describe, expect, it } from 'vitest';
import type { StoryboardRow } from '../../repositories/storyboardRepository';
import type { VizRow } from '../../repositories/vizRepository';
import type { ServiceContext } from '../serviceContext';
import { loadStoryboardForShare } from './storyboardShare';

const vizRow = (id: string, kind: string, config: unknown, extra: Partial<VizRow> = {}): VizRow => ({
  id,
  org_id: 'o1',
  parent_id: null,
  name: `Name ${id}`,
  description: '',
  kind,
  status: 'unpublished',
  view_id: kind === 'chart' ? 'v1' : null,
  config: JSON.stringify(config),
  index: 0,
  archived: 0,
  created_by: null,
  created_at: 't',
  updated_at: 't',
  is_folder: 0,
  ...extra,
});
const chartConfig = { chartType: 'cluster-column', sections: { metrics: [{ uid: 'm', column: 'one', type: 'numeric' }] } };
const rows = [
  vizRow('d1', 'dashboard', { layout: 'auto', widgets: [{ id: 'w1', name: 'w1', type: 'chart', config: { chartId: 'c1' } }] }),
  vizRow('c1', 'chart', chartConfig),
  vizRow('c2', 'chart', chartConfig, { archived: 1 }),
];
const page = (id: string, kind: 'dashboard' | 'chart', vizId: string) => ({ id, kind, vizId, name: id });
const story = (extra: Partial<StoryboardRow> = {}): StoryboardRow => ({
  id: 's1',
  org_id: 'o1',
  name: 'Story',
  description: '',
  status: 'unpublished',
  config: JSON.stringify({ pages: [page('a', 'dashboard', 'd1'), page('b', 'chart', 'c1'), page('c', 'chart', 'c2'), page('d', 'chart', 'gone')] }),
  index: 0,
  archived: 0,
  created_by: null,
  created_at: 't',
  updated_at: 't',
  parent_id: null,
  is_folder: 0,
  ...extra,
});
const ctxWith = (row: StoryboardRow | undefined) =>
  ({ store: { storyboards: { find: () => Promise.resolve(row) }, vizs: { listForOrg: () => Promise.resolve(rows) } } }) as unknown as ServiceContext;

describe('loadStoryboardForShare', () => {
  it("answers the storyboard with its pages' dashboards and charts, without deleted or archived targets", async () => {
    const shared = await loadStoryboardForShare(ctxWith(story()), 'o1', 's1', { vizPrivileges: ['view', 'download'] });
    expect(shared.storyboard).toMatchObject({ id: 's1', privileges: ['view'], targets: { d1: { kind: 'dashboard' }, c1: { kind: 'chart' } } });
    expect(Object.keys(shared.storyboard.targets)).toEqual(['d1', 'c1']);
    expect(shared.dashboards['d1']).toMatchObject({ id: 'd1', privileges: ['view', 'download'], charts: { c1: { id: 'c1', viewId: 'v1' } } });
    expect(Object.keys(shared.charts)).toEqual(['c1']);
  });

  it('is 404 for a storyboard of another organisation, an archived one or none', async () => {
    for (const row of [story({ org_id: 'o2' }), story({ archived: 1 }), undefined]) {
      await expect(loadStoryboardForShare(ctxWith(row), 'o1', 's1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
