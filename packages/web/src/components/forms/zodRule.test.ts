import { ChangePasswordSchema, NewUserSchema } from '@redbi/shared/domain';
import { createTranslator } from '@redbi/shared/i18n';
import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { fieldError, zodRule } from './zodRule';

const en = createTranslator('en');
const zh = createTranslator('zh');

describe('fieldError', () => {
  it('gives the messages of spec §5 for one field', () => {
    expect(fieldError(NewUserSchema, 'username', {}, en)).toBe('Username is required');
    expect(fieldError(NewUserSchema, 'username', { username: ' ' }, en)).toBe('Username cannot be empty');
    expect(fieldError(NewUserSchema, 'password', { password: '12345' }, en)).toBe('Password must be 6-20 characters');
    expect(fieldError(NewUserSchema, 'email', { email: 'nope' }, en)).toBe('Invalid email address');
    expect(fieldError(NewUserSchema, 'username', {}, zh)).toBe('用户名为必填项');
    expect(fieldError(NewUserSchema, 'username', { username: 'ann' }, en)).toBeUndefined();
  });

  it('reports the confirmation mismatch on the confirmation field', () => {
    const values = { oldPassword: 'old-secret', newPassword: 'secret1', confirmPassword: 'secret2' };
    expect(fieldError(ChangePasswordSchema, 'confirmPassword', values, en)).toBe('Password and confirm password do not match');
    expect(fieldError(ChangePasswordSchema, 'newPassword', values, en)).toBeUndefined();
    expect(fieldError(ChangePasswordSchema, 'confirmPassword', { ...values, confirmPassword: 'secret1' }, en)).toBeUndefined();
  });
});

describe('zodRule', () => {
  const validate = (value: unknown, values: Record<string, unknown>) => {
    const form = { getFieldsValue: () => values } as unknown as FormInstance;
    const rule = zodRule(NewUserSchema, 'password', en);
    const { validator } = (typeof rule === 'function' ? rule(form) : rule) as RuleObject;
    return validator?.({} as RuleObject, value, () => undefined);
  };

  it('rejects with the translated message and resolves for a valid value', async () => {
    await expect(validate('123', {})).rejects.toThrow('Password must be 6-20 characters');
    await expect(validate('secret1', {})).resolves.toBeUndefined();
  });
});
