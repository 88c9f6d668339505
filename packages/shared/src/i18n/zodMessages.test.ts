import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChangePasswordSchema, NewUserSchema, LoginSchema, NewOrganizationSchema, StructScriptSchema, VariableInputSchema } from '../domain';
import { createTranslator } from './translate';
import { fieldErrorsOf } from './zodMessages';

const en = createTranslator('en');
const zh = createTranslator('zh');
const errorsOf = (schema: z.ZodType, value: unknown, t = en) =>
  fieldErrorsOf(schema.safeParse(value).error?.issues ?? [], t);

describe('validation messages of spec §5', () => {
  it("refuses variable values that do not fit the variable's type, default and per subject", () => {
    const subject = { type: 'role', id: 'r1' };
    expect(errorsOf(VariableInputSchema, { name: 'since', valueType: 'date', defaultValue: ['garbage'] })).toEqual({
      'defaultValue.0': 'Default value must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)',
    });
    expect(errorsOf(VariableInputSchema, { name: 'n', valueType: 'numeric', defaultValue: ['1', '0x10'], values: [{ subject, values: ['-1 OR 1=1'] }] })).toEqual({
      'defaultValue.1': 'Default value must be a number',
      'values.0.values.0': 'Values must be a number',
    });
    expect(errorsOf(VariableInputSchema, { name: 'n', valueType: 'numeric', defaultValue: ['1.5', ' 2 ', '-3e2'] })).toEqual({});
    expect(errorsOf(VariableInputSchema, { name: 'd', valueType: 'date', defaultValue: ['CURRENT_DATE'], expression: true })).toEqual({});
    expect(errorsOf(VariableInputSchema, { name: 'd', valueType: 'date', defaultValue: ['2024-02-29', '2024-02-29 13:45:00'] })).toEqual({});
    expect(errorsOf(VariableInputSchema, { name: 'd', valueType: 'date', defaultValue: ['2023-02-29'] }, zh)).toEqual({ 'defaultValue.0': expect.stringContaining('日期') });
  });

  it('reports missing and empty fields with "is required" and "cannot be empty"', () => {
    expect(errorsOf(NewUserSchema, { email: 'a@b.co', password: 'secret1' })).toEqual({ username: 'Username is required' });
    expect(errorsOf(NewUserSchema, { username: '  ', email: 'a@b.co', password: 'secret1' })).toEqual({
      username: 'Username cannot be empty',
    });
  });

  it('checks the password length 6-20', () => {
    expect(errorsOf(NewUserSchema, { username: 'a', email: 'a@b.co', password: '12345' })).toEqual({
      password: 'Password must be 6-20 characters',
    });
    expect(errorsOf(NewUserSchema, { username: 'a', email: 'a@b.co', password: 'x'.repeat(21) })).toEqual({
      password: 'Password must be 6-20 characters',
    });
    expect(errorsOf(NewUserSchema, { username: 'a', email: 'a@b.co', password: 'x'.repeat(20) })).toEqual({});
  });

  it('checks e-mail format and the 255 limit', () => {
    expect(errorsOf(NewUserSchema, { username: 'a', email: 'not-an-email', password: 'secret1' })).toEqual({
      email: 'Invalid email address',
    });
    const long = `${'x'.repeat(250)}@b.com`;
    expect(errorsOf(NewUserSchema, { username: 'a', email: long, password: 'secret1' })).toEqual({
      email: 'Email must be at most 255 characters',
    });
  });

  it('rejects a username that could be mistaken for an e-mail', () => {
    expect(errorsOf(NewUserSchema, { username: 'a@b', email: 'a@b.co', password: 'secret1' })).toEqual({
      username: 'Username cannot contain "@" or spaces',
    });
  });

  it('reports a confirmation mismatch on the confirmation field, even while other fields are missing', () => {
    expect(
      errorsOf(ChangePasswordSchema, { oldPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret2' }),
    ).toEqual({ confirmPassword: 'Password and confirm password do not match' });
    expect(errorsOf(ChangePasswordSchema, { newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual({
      oldPassword: 'Old password is required',
      confirmPassword: 'Password and confirm password do not match',
    });
    expect(errorsOf(ChangePasswordSchema, { oldPassword: 'x', newPassword: 'secret1' })).toEqual({
      confirmPassword: 'Confirm password is required',
    });
  });

  it('speaks Chinese too', () => {
    expect(errorsOf(LoginSchema, {}, zh)).toEqual({ username: '用户名为必填项', password: '密码为必填项' });
    expect(errorsOf(NewOrganizationSchema, { name: '' }, zh)).toEqual({ name: '名称不能为空' });
  });

  it('names the expected type', () => {
    expect(errorsOf(LoginSchema, { username: 3, password: 'x' })).toEqual({ username: 'Username must be a text' });
  });

  it('counts items, not characters, in a list that is too short', () => {
    expect(errorsOf(z.object({ tags: z.array(z.string()).min(2) }), { tags: ['a'] })).toEqual({ tags: 'tags must have at least 2 items' });
  });

  it('asks for both columns of a join condition', () => {
    const script = { table: ['track'], joins: [{ type: 'LEFT', table: ['genre'], conditions: [{ left: [], right: ['genre', 'genre_id'] }] }] };
    expect(errorsOf(StructScriptSchema, script)).toEqual({ 'joins.0.conditions.0.left': 'Choose a column on each side of the join condition' });
    expect(errorsOf(StructScriptSchema, script, zh)).toEqual({ 'joins.0.conditions.0.left': '请为连接条件的两边各选择一列' });
  });
});
