import { describe, expect, it } from 'vitest';
import type { VizRow } from '../../repositories/vizRepository';
import { visibleRows } from '../trees/treePrivileges';
import { narrowUnpublished, type VizPrivilegeHeld } from './vizTree';

const row = (id: string, kind: 'folder' | 'chart', status: 'published' | 'unpublished', parentId: string | null = null): VizRow => ({
  id,
  org_id: 'o',
  parent_id: parentId,
  name: id,
  description: '',
  kind,
  status,
  view_id: kind === 'chart' ? 'v' : null,
  config: '{}',
  index: 0,
  archived: 0,
  created_by: null,
  created_at: '',
  updated_at: '',
  is_folder: kind === 'folder' ? 1 : 0,
});

describe('the viz tree as a caller sees it', () => {
  it('shows an unpublished chart only to those who may manage it', () => {
    const draft = row('draft', 'chart', 'unpublished');
    expect(narrowUnpublished(draft, ['view', 'download', 'share'])).toEqual([]);
    expect(narrowUnpublished(draft, ['view', 'download', 'share', 'manage'])).toEqual(['view', 'download', 'share', 'manage']);
    expect(narrowUnpublished(row('done', 'chart', 'published'), ['view'])).toEqual(['view']);
    expect(narrowUnpublished(row('folder', 'folder', 'unpublished'), ['view'])).toEqual(['view']);
  });

  it('leaves a folder out when all it holds for the caller is unpublished', () => {
    const rows = [row('f', 'folder', 'unpublished'), row('draft', 'chart', 'unpublished', 'f'), row('g', 'folder', 'unpublished'), row('done', 'chart', 'published', 'g')];
    // View on the charts only (not on the folders): the folders show as the way to what the caller sees.
    const held = (candidate: VizRow): VizPrivilegeHeld[] => narrowUnpublished(candidate, candidate.kind === 'chart' ? ['view'] : []);
    expect(visibleRows(rows, held).map(({ row: shown }) => shown.id)).toEqual(['g', 'done']);
  });
});
