import type { SubjectVariableValues } from '@redbi/shared/domain';
import type { AppError } from '@redbi/shared/errors';
import { describe, expect, it } from 'vitest';
import { resolveVariables, type ScopedVariable, type VariableCaller } from './resolveVariables';

const caller = (changes: Partial<VariableCaller> = {}): VariableCaller => ({
  user: { id: 'u1', username: 'ann', email: 'ann@example.com', name: 'Ann' },
  roleIds: ['sales', 'east'],
  isOwner: false,
  canManage: false,
  ...changes,
});

const variable = (changes: Partial<ScopedVariable> & { name: string }): ScopedVariable => ({
  type: 'query',
  valueType: 'string',
  permission: 'editable',
  defaultValue: [],
  expression: false,
  values: [],
  ...changes,
});

const row = (type: 'user' | 'role', id: string, values: string[], extra: Partial<SubjectVariableValues> = {}): SubjectVariableValues => ({
  subject: { type, id },
  values,
  useDefault: false,
  ...extra,
});

const resolve = (variables: ScopedVariable[], options: { caller?: VariableCaller; params?: Record<string, string[]>; publicVariables?: ScopedVariable[] } = {}) =>
  resolveVariables({ caller: options.caller ?? caller(), publicVariables: options.publicVariables ?? [], viewVariables: variables, params: options.params ?? {} });

const one = (variables: ScopedVariable[], options: Parameters<typeof resolve>[1] = {}) => {
  const found = resolve(variables, options).find((entry) => entry.name === variables[0]?.name);
  if (!found) throw new Error('not resolved');
  return found;
};

function failure(run: () => unknown): { code: string; messageKey: string; params: unknown } {
  try {
    run();
  } catch (error) {
    const { code, messageKey, params } = error as AppError;
    return { code, messageKey, params };
  }
  throw new Error('expected a failure');
}

describe('resolveVariables', () => {
  it("gives the system variables the caller's id, username, e-mail and name", () => {
    const resolved = resolve([]);
    expect(resolved.map(({ name, values, type, sql, unrestricted }) => ({ name, values, type, sql, unrestricted }))).toEqual([
      { name: 'REDBI_USER_ID', values: ['u1'], type: 'query', sql: false, unrestricted: false },
      { name: 'REDBI_USER_USERNAME', values: ['ann'], type: 'query', sql: false, unrestricted: false },
      { name: 'REDBI_USER_EMAIL', values: ['ann@example.com'], type: 'query', sql: false, unrestricted: false },
      { name: 'REDBI_USER_NAME', values: ['Ann'], type: 'query', sql: false, unrestricted: false },
    ]);
  });

  it('never takes a system variable from the request, whatever the case of its name', () => {
    expect(failure(() => resolve([], { params: { redbi_user_id: ['u2'] }, caller: caller({ canManage: true }) }))).toEqual({
      code: 'QUERY_INVALID',
      messageKey: 'query.variableNotEditable',
      params: { name: 'redbi_user_id' },
    });
  });

  it("lets a view's variable shadow a public one of the same name", () => {
    const resolved = resolve([variable({ name: 'Region', defaultValue: ['view'] })], { publicVariables: [variable({ name: 'region', defaultValue: ['public'] }), variable({ name: 'year', defaultValue: ['2024'] })] });
    expect(resolved.filter((entry) => !entry.name.startsWith('REDBI_')).map(({ name, values }) => ({ name, values }))).toEqual([
      { name: 'Region', values: ['view'] },
      { name: 'year', values: ['2024'] },
    ]);
  });

  describe('query variables', () => {
    it('take the request values when the variable is editable', () => {
      expect(one([variable({ name: 'region', defaultValue: ['north'] })], { params: { REGION: ['east', 'west'] } }).values).toEqual(['east', 'west']);
    });

    it("refuse request values for a hidden or readonly variable, unless the caller manages the view", () => {
      const hidden = variable({ name: 'region', permission: 'hidden' });
      expect(failure(() => resolve([hidden], { params: { region: ['x'] } }))).toMatchObject({ messageKey: 'query.variableNotEditable', params: { name: 'region' } });
      expect(failure(() => resolve([variable({ name: 'region', permission: 'readonly' })], { params: { region: ['x'] } }))).toMatchObject({ messageKey: 'query.variableNotEditable' });
      expect(one([hidden], { params: { region: ['x'] }, caller: caller({ canManage: true }) }).values).toEqual(['x']);
    });

    it("use the subject row's permission: the user's row wins, else the most permissive role", () => {
      const byRole = variable({ name: 'region', permission: 'hidden', values: [row('role', 'sales', ['s'], { permission: 'readonly' }), row('role', 'east', ['e'], { permission: 'editable' })] });
      expect(one([byRole], { params: { region: ['x'] } }).values).toEqual(['x']);
      const userSaysNo = variable({ ...byRole, values: [...byRole.values, row('user', 'u1', ['mine'], { permission: 'readonly' })] });
      expect(failure(() => resolve([userSaysNo], { params: { region: ['x'] } }))).toMatchObject({ messageKey: 'query.variableNotEditable' });
      const rowsOfOthers = variable({ name: 'region', permission: 'readonly', values: [row('role', 'other', [], { permission: 'editable' })] });
      expect(failure(() => resolve([rowsOfOthers], { params: { region: ['x'] } }))).toMatchObject({ messageKey: 'query.variableNotEditable' });
    });

    it('refuse request values for an expression variable, and for an unknown name', () => {
      expect(failure(() => resolve([variable({ name: 'cutoff', valueType: 'expression' })], { params: { cutoff: ['1=1'] }, caller: caller({ canManage: true }) }))).toMatchObject({
        messageKey: 'query.variableHoldsSql',
        params: { name: 'cutoff' },
      });
      expect(failure(() => resolve([], { params: { nope: ['1'] } }))).toMatchObject({ code: 'QUERY_INVALID', messageKey: 'query.unknownVariable', params: { name: 'nope' } });
    });

    it("take the user's own row first, else the union of their roles' rows, else the default", () => {
      const values = [row('role', 'sales', ['a', 'b']), row('role', 'east', ['b', 'c']), row('role', 'other', ['z'])];
      expect(one([variable({ name: 'v', defaultValue: ['d'], values })]).values).toEqual(['a', 'b', 'c']);
      expect(one([variable({ name: 'v', defaultValue: ['d'], values: [...values, row('user', 'u1', ['mine'])] })]).values).toEqual(['mine']);
      expect(one([variable({ name: 'v', defaultValue: ['d'], values: [row('user', 'someone-else', ['x'])] })]).values).toEqual(['d']);
      expect(one([variable({ name: 'v', defaultValue: ['d'], values: [row('role', 'sales', [], { useDefault: true }), row('role', 'east', ['e'])] })]).values).toEqual(['d', 'e']);
    });

    it('mark an expression default in use, and expression variables, as SQL', () => {
      const today = variable({ name: 'day', defaultValue: ['CURRENT_DATE'], expression: true });
      expect(one([today])).toMatchObject({ values: ['CURRENT_DATE'], sql: true });
      expect(one([today], { params: { day: ['2024-01-01'] } })).toMatchObject({ values: ['2024-01-01'], sql: false });
      expect(one([{ ...today, values: [row('role', 'sales', [], { useDefault: true })] }])).toMatchObject({ values: ['CURRENT_DATE'], sql: true });
      expect(one([{ ...today, values: [row('role', 'sales', [], { useDefault: true }), row('role', 'east', ['2024-02-02'])] }])).toMatchObject({ values: ['2024-02-02'], sql: false });
      expect(one([variable({ name: 'cond', valueType: 'expression', values: [row('user', 'u1', ['amount > 10'])] })])).toMatchObject({ values: ['amount > 10'], sql: true });
    });
  });

  describe('permission variables', () => {
    const region = (values: SubjectVariableValues[], changes: Partial<ScopedVariable> = {}) =>
      variable({ name: 'region', type: 'permission', defaultValue: ['all-default'], values, ...changes });

    it("union the caller's user row and role rows", () => {
      expect(one([region([row('user', 'u1', ['n']), row('role', 'sales', ['s']), row('role', 'nobody', ['x'])])])).toMatchObject({ values: ['n', 's'], unrestricted: false });
      expect(one([region([row('role', 'east', [], { useDefault: true })])]).values).toEqual(['all-default']);
    });

    it('fail closed: no row for the caller gives no values, never the default', () => {
      expect(one([region([row('role', 'nobody', ['x'])])])).toMatchObject({ values: [], sql: false, unrestricted: false });
      expect(one([region([])])).toMatchObject({ values: [], unrestricted: false });
    });

    it('are never taken from the request, even from a manager', () => {
      expect(failure(() => resolve([region([])], { params: { region: ['n'] }, caller: caller({ canManage: true }) }))).toMatchObject({
        messageKey: 'query.variableNotEditable',
        params: { name: 'region' },
      });
    });

    it('do not restrict the owner without a row of their own; a value assigned to the owner applies', () => {
      const owner = caller({ isOwner: true });
      expect(one([region([row('role', 'sales', ['s'])])], { caller: owner })).toMatchObject({ values: [], unrestricted: true });
      expect(one([region([row('user', 'u1', ['mine']), row('role', 'sales', ['s'])])], { caller: owner })).toMatchObject({ values: ['mine', 's'], unrestricted: false });
    });

    it('mark an expression default in use as SQL', () => {
      expect(one([region([row('user', 'u1', [], { useDefault: true })], { defaultValue: ["'north'"], expression: true })])).toMatchObject({ values: ["'north'"], sql: true });
    });
  });

  describe('for a share of chosen roles and members (extraUserIds)', () => {
    const subjects = caller({ user: { id: '', username: '', email: '', name: '' }, roleIds: ['east'], extraUserIds: ['u7', 'u8'] });
    const region = (values: SubjectVariableValues[]) => variable({ name: 'region', type: 'permission', values });

    it("unions the chosen members' rows with the roles' rows", () => {
      const values = [row('role', 'east', ['east']), row('user', 'u7', ['north']), row('user', 'u9', ['south'])];
      expect(one([region(values)], { caller: subjects }).values).toEqual(['east', 'north']);
    });

    it('fails closed without a row of any of them, and never counts as the owner', () => {
      expect(one([region([row('user', 'u9', ['south'])])], { caller: subjects })).toMatchObject({ values: [], unrestricted: false });
      expect(one([region([])], { caller: { ...subjects, isOwner: false } }).unrestricted).toBe(false);
    });
  });
});
