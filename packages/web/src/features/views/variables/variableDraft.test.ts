import type { Variable } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { holdsSql, invalidSubjectValue, invalidValue, nameTaken, variableDraftOf, variableInputOf } from './variableDraft';

describe('variable drafts', () => {
  it('fill in the defaults of an input', () => {
    expect(variableDraftOf({ name: 'region', values: [{ subject: { type: 'role', id: 'r1' } }] })).toEqual({
      name: 'region',
      label: '',
      type: 'query',
      valueType: 'string',
      permission: 'editable',
      defaultValue: [],
      expression: false,
      values: [{ subject: { type: 'role', id: 'r1' }, values: [], useDefault: false }],
    });
  });

  it('turn a stored variable into an input that keeps its id and values', () => {
    const stored: Variable = {
      id: 'v1',
      viewId: null,
      name: 'dept',
      label: 'Department',
      type: 'permission',
      valueType: 'string',
      permission: 'hidden',
      defaultValue: ['HR'],
      expression: false,
      values: [{ subject: { type: 'user', id: 'u1' }, values: [], useDefault: true }],
    };
    const { viewId: _viewId, ...input } = stored;
    expect(variableInputOf(stored)).toEqual(input);
  });

  it('know when the values are SQL text', () => {
    expect(holdsSql({ valueType: 'expression', expression: false })).toBe(true);
    expect(holdsSql({ valueType: 'date', expression: true })).toBe(true);
    expect(holdsSql({ valueType: 'date', expression: false })).toBe(false);
  });
});

describe('invalidValue', () => {
  it('accepts numbers for a numeric variable and refuses anything else', () => {
    expect(invalidValue('numeric', ['1', '-2.5', '1e3'])).toBeUndefined();
    expect(invalidValue('numeric', ['1', 'ten'])).toEqual({ key: 'viewVariables.notANumber', value: 'ten' });
    expect(invalidValue('numeric', [' '])).toEqual({ key: 'viewVariables.notANumber', value: ' ' });
    for (const bad of ['0x10', '-1 OR 1=1', '1e', '12abc', 'Infinity']) expect(invalidValue('numeric', [bad])).toEqual({ key: 'viewVariables.notANumber', value: bad });
  });

  it('accepts real dates with or without a time for a date variable', () => {
    expect(invalidValue('date', ['2024-02-29', '2024-01-01 10:00', '2024-01-01 23:59:59'])).toBeUndefined();
    for (const bad of ['2023-02-29', '2024-02-30', '2024-13-01', '01/02/2024', '2024-01-01 24:00', 'today', 'garbage']) {
      expect(invalidValue('date', [bad])).toEqual({ key: 'viewVariables.notADate', value: bad });
    }
  });

  it('lets strings be anything', () => {
    expect(invalidValue('string', ['', 'a, b'])).toBeUndefined();
  });

  it('looks at the own values of subject rows only', () => {
    const rows = [
      { subject: { type: 'role' as const, id: 'r1' }, values: ['x'], useDefault: true },
      { subject: { type: 'user' as const, id: 'u1' }, values: ['y'], useDefault: false },
    ];
    expect(invalidSubjectValue('numeric', rows)).toEqual({ key: 'viewVariables.notANumber', value: 'y', subject: { type: 'user', id: 'u1' } });
  });
});

describe('nameTaken', () => {
  it('compares without regard to case and reserves the system variables', () => {
    expect(nameTaken('Region', ['region'])).toBe(true);
    expect(nameTaken(' region ', ['REGION'])).toBe(true);
    expect(nameTaken('redbi_user_email', [])).toBe(true);
    expect(nameTaken('area', ['region'])).toBe(false);
  });
});
