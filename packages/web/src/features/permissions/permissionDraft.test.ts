import type { SubjectPermissions } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  changeCount,
  changesOf,
  emptyDraft,
  grantsAfter,
  impliedByOthers,
  moduleOn,
  settingOn,
  toggled,
  withModule,
  withSetting,
} from './permissionDraft';

const subject = { type: 'role' as const, id: 'r1' };
const saved: SubjectPermissions = {
  subject,
  modules: { source: false, view: true, viz: true, schedule: false },
  grants: [
    { resourceType: 'viz', resourceId: '*', privileges: ['view'] },
    { resourceType: 'source', resourceId: 's1', privileges: ['manage'] },
  ],
};

describe('permission draft', () => {
  it('overlays module switches and drops a switch set back to the saved value', () => {
    const on = withModule(saved, emptyDraft, 'source', true);
    expect(moduleOn(saved, on, 'source')).toBe(true);
    expect(changeCount(on)).toBe(1);
    expect(changeCount(withModule(saved, on, 'source', false))).toBe(0);
  });

  it('sets, clears (null) and restores the setting of a node', () => {
    const set = withSetting(saved, emptyDraft, 'viz', 'f1', []);
    expect(settingOn(saved, set, 'viz', 'f1')).toEqual([]);
    const cleared = withSetting(saved, set, 'viz', '*', null);
    expect(settingOn(saved, cleared, 'viz', '*')).toBeUndefined();
    expect(changesOf(subject, cleared).grants).toEqual([
      { resourceType: 'viz', resourceId: 'f1', privileges: [] },
      { resourceType: 'viz', resourceId: '*', privileges: null },
    ]);
    // Back to what the server has (Manage alone amounts to Manage with the rest): nothing to save.
    const back = withSetting(saved, cleared, 'viz', '*', ['view']);
    expect(changeCount(withSetting(saved, back, 'viz', 'f1', null))).toBe(0);
    expect(changeCount(withSetting(saved, emptyDraft, 'source', 's1', ['access', 'manage']))).toBe(0);
  });

  it('gives the grants after saving, for what nodes inherit', () => {
    const draft = withSetting(saved, withSetting(saved, emptyDraft, 'viz', '*', null), 'viz', 'f1', ['share']);
    expect(grantsAfter(saved, draft)).toEqual([
      { subject, resourceType: 'source', resourceId: 's1', privileges: ['manage'] },
      { subject, resourceType: 'viz', resourceId: 'f1', privileges: ['share'] },
    ]);
  });

  it('ticks what a privilege implies and locks it', () => {
    expect(toggled('viz', ['view'], 'manage', true)).toEqual(['view', 'download', 'share', 'manage']);
    expect(toggled('viz', ['view', 'download', 'share', 'manage'], 'manage', false)).toEqual(['view', 'download', 'share']);
    expect(toggled('viz', ['manage'], 'manage', false)).toEqual(['view', 'download', 'share']);
    expect(toggled('storyboard', [], 'share', true)).toEqual(['view', 'share']);
    expect(impliedByOthers('viz', ['manage'], 'download')).toBe(true);
    expect(impliedByOthers('viz', ['download'], 'view')).toBe(true);
    expect(impliedByOthers('viz', ['view'], 'view')).toBe(false);
  });
});
