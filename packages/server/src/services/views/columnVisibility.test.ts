import { ViewModelSchema, type ColumnPermission } from '@redbi/shared/domain';
import type { Actor } from '@redbi/shared/permissions';
import { describe, expect, it } from 'vitest';
import { hiddenFieldsFor, modelWithout } from './columnVisibility';

const model = ViewModelSchema.parse({
  columns: [
    { name: 'id', type: 'numeric' },
    { name: 'region', type: 'string' },
    { name: 'salary', type: 'numeric' },
  ],
  computedFields: [{ name: 'bonus', expression: '[salary] * 0.1', type: 'numeric' }],
  hierarchies: [
    { name: 'Pay', fields: ['salary', 'bonus'] },
    { name: 'Where', fields: ['region', 'salary'] },
  ],
});
const actor = (overrides: Partial<Actor> = {}): Actor => ({ userId: 'u1', isOwner: false, roleIds: ['sales', 'hr'], moduleSwitches: [], grants: [], ...overrides });
const role = (id: string, mode: ColumnPermission['mode'], columns: string[] = []): ColumnPermission => ({ subject: { type: 'role', id }, mode, columns });
const user = (id: string, mode: ColumnPermission['mode'], columns: string[] = []): ColumnPermission => ({ subject: { type: 'user', id }, mode, columns });
const hidden = (permissions: ColumnPermission[], who: Actor & { extraUserIds?: string[] } = actor()) => [...hiddenFieldsFor(who, permissions, model)].sort();

describe('hiddenFieldsFor', () => {
  it("counts the rows of a share's chosen members (extraUserIds) like the roles' rows", () => {
    const subjects = { ...actor({ userId: '', roleIds: [] }), extraUserIds: ['u7'] };
    expect(hidden([user('u7', 'partial', ['region']), user('u9', 'none')], subjects)).toEqual(['bonus', 'id', 'salary']);
    expect(hidden([user('u9', 'none')], subjects)).toEqual([]);
  });

  it('hides nothing without a row for the caller, or from the owner', () => {
    expect(hidden([])).toEqual([]);
    expect(hidden([role('others', 'none'), user('u2', 'none')])).toEqual([]);
    expect(hidden([role('sales', 'none')], actor({ isOwner: true }))).toEqual([]);
  });

  it('hides every field outside the partial rows of the caller, together', () => {
    expect(hidden([role('sales', 'partial', ['id'])])).toEqual(['bonus', 'region', 'salary']);
    expect(hidden([role('sales', 'partial', ['id']), user('u1', 'partial', ['region', 'bonus'])])).toEqual(['salary']);
    expect(hidden([role('sales', 'partial', ['id']), role('hr', 'none')])).toEqual(['bonus', 'region', 'salary']);
  });

  it('lets any "all" row win, and hides everything when there are only "none" rows', () => {
    expect(hidden([role('sales', 'none'), role('hr', 'all')])).toEqual([]);
    expect(hidden([role('sales', 'partial', ['id']), user('u1', 'all')])).toEqual([]);
    expect(hidden([role('sales', 'none'), user('u1', 'none')])).toEqual(['bonus', 'id', 'region', 'salary']);
  });
});

describe('modelWithout', () => {
  it('drops hidden columns and computed fields, and hierarchies left empty', () => {
    const visible = modelWithout(model, new Set(['salary', 'bonus']));
    expect(visible.columns.map((column) => column.name)).toEqual(['id', 'region']);
    expect(visible.computedFields).toEqual([]);
    expect(visible.hierarchies).toEqual([{ name: 'Where', fields: ['region'] }]);
    expect(modelWithout(model, new Set())).toBe(model);
  });
});
