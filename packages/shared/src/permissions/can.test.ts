import { describe, expect, it } from 'vitest';
import { ancestry, can, privilegesOn, type Actor, type Grant, type ParentOf } from './can';
import { ROOT_RESOURCE_ID, withImplied } from './resourceTypes';

/** viz tree: sales/ (folder) → q1/ (folder) → dash1; top-level chart1. */
const parents: Record<string, string | null> = { sales: null, q1: 'sales', dash1: 'q1', chart1: null };
const parentOf: ParentOf = (_type, id) => parents[id];

const role = (id: string) => ({ type: 'role' as const, id });
const user = (id: string) => ({ type: 'user' as const, id });
const grant = (subject: Grant['subject'], resourceId: string, privileges: Grant['privileges'], resourceType: Grant['resourceType'] = 'viz'): Grant => ({
  subject,
  resourceType,
  resourceId,
  privileges,
});
const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 'u1',
  isOwner: false,
  roleIds: ['analysts'],
  moduleSwitches: [{ subject: role('analysts'), module: 'viz', enabled: true }],
  grants: [],
  ...overrides,
});
const dash1 = { type: 'viz' as const, id: 'dash1' };

describe('can', () => {
  it('lets owners do everything, even with no grant and every module off', () => {
    const owner = actor({ isOwner: true, moduleSwitches: [] });
    expect(can(owner, 'manage', dash1, parentOf)).toBe(true);
    expect(can(owner, 'manage', { type: 'source', id: 'x' }, parentOf)).toBe(true);
  });

  it('inherits a folder grant down the tree, and the "all resources" root grant everywhere', () => {
    expect(can(actor({ grants: [grant(role('analysts'), 'sales', ['view'])] }), 'view', dash1, parentOf)).toBe(true);
    expect(can(actor({ grants: [grant(role('analysts'), 'sales', ['view'])] }), 'view', { type: 'viz', id: 'chart1' }, parentOf)).toBe(false);
    const root = actor({ grants: [grant(role('analysts'), ROOT_RESOURCE_ID, ['download'])] });
    expect(can(root, 'view', { type: 'viz', id: 'chart1' }, parentOf)).toBe(true);
    expect(can(root, 'download', dash1, parentOf)).toBe(true);
    expect(can(root, 'share', dash1, parentOf)).toBe(false);
  });

  it('lets a setting on the item override its folder, even to grant less', () => {
    const grants = [grant(role('analysts'), 'sales', ['manage']), grant(role('analysts'), 'dash1', [])];
    expect(can(actor({ grants }), 'view', dash1, parentOf)).toBe(false);
    expect(can(actor({ grants }), 'manage', { type: 'viz', id: 'q1' }, parentOf)).toBe(true);
    const nearer = [grant(role('analysts'), ROOT_RESOURCE_ID, ['view']), grant(role('analysts'), 'q1', ['share'])];
    expect([...privilegesOn(actor({ grants: nearer }), dash1, parentOf)].sort()).toEqual(['share', 'view']);
  });

  it('grants what any of the actor\'s subjects holds: several roles and the user\'s own grants', () => {
    const grants = [grant(role('analysts'), 'dash1', []), grant(role('editors'), 'sales', ['share']), grant(user('u1'), 'dash1', ['download'])];
    const several = actor({ roleIds: ['analysts', 'editors'], grants });
    expect([...privilegesOn(several, dash1, parentOf)].sort()).toEqual(['download', 'share', 'view']);
    expect(can(actor({ grants: [grant(user('u1'), 'q1', ['manage'])] }), 'manage', dash1, parentOf)).toBe(true);
  });

  it('ignores the grants of subjects the actor is not', () => {
    const grants = [grant(role('others'), ROOT_RESOURCE_ID, ['manage']), grant(user('u2'), ROOT_RESOURCE_ID, ['manage'])];
    expect(can(actor({ grants }), 'view', dash1, parentOf)).toBe(false);
  });

  it('refuses everything in a module that is off for all the actor\'s subjects', () => {
    const grants = [grant(role('analysts'), ROOT_RESOURCE_ID, ['manage'])];
    expect(can(actor({ grants, moduleSwitches: [] }), 'view', dash1, parentOf)).toBe(false);
    const off = [{ subject: role('analysts'), module: 'viz' as const, enabled: false }];
    expect(can(actor({ grants, moduleSwitches: off }), 'view', dash1, parentOf)).toBe(false);
    const byUser = [{ subject: user('u1'), module: 'viz' as const, enabled: true }];
    expect(can(actor({ grants, moduleSwitches: byUser }), 'view', dash1, parentOf)).toBe(true);
    const sourceGrant = [grant(role('analysts'), ROOT_RESOURCE_ID, ['access'], 'source')];
    expect(can(actor({ grants: sourceGrant }), 'access', { type: 'source', id: 's1' }, parentOf)).toBe(false);
  });

  it('lets Manage include every privilege of its type, and Download or Share include View', () => {
    expect([...withImplied('viz', ['manage'])].sort()).toEqual(['download', 'manage', 'share', 'view']);
    expect([...withImplied('storyboard', ['share'])].sort()).toEqual(['share', 'view']);
    expect([...withImplied('source', ['manage'])].sort()).toEqual(['access', 'manage']);
    expect([...withImplied('schedule', ['view', 'manage'])]).toEqual(['manage']);
  });

  it('refuses a privilege the type does not have, as a programming error', () => {
    expect(() => can(actor(), 'download', { type: 'source', id: 's' }, parentOf)).toThrow('source has no privilege "download"');
  });

  it('walks up the tree, ending at the root, and survives a cycle', () => {
    expect(ancestry(dash1, parentOf)).toEqual(['dash1', 'q1', 'sales', ROOT_RESOURCE_ID]);
    expect(ancestry({ type: 'viz', id: ROOT_RESOURCE_ID }, parentOf)).toEqual([ROOT_RESOURCE_ID]);
    const cyclic: ParentOf = (_type, id) => (id === 'a' ? 'b' : 'a');
    expect(ancestry({ type: 'viz', id: 'a' }, cyclic)).toEqual(['a', 'b', ROOT_RESOURCE_ID]);
  });
});
