import { describe, expect, it } from 'vitest';
import { configToSend, duplicateOf, initialConfig } from './configForm';

describe('the generated source form', () => {
  it('starts a new PostgreSQL source from the connector defaults, secrets empty', () => {
    expect(initialConfig('postgres')).toEqual({
      host: '127.0.0.1',
      port: 5432,
      database: undefined,
      user: undefined,
      password: '',
      ssl: false,
      poolSize: 10,
      connectTimeoutSec: 10,
      statementTimeoutSec: 60,
      properties: [],
    });
  });

  it('starts an edit from the stored settings, properties as rows even when stored as an object', () => {
    const values = initialConfig('mysql', { host: 'db', port: 3307, database: 'shop', user: 'ann', properties: { charset: 'utf8mb4' } });
    expect(values).toMatchObject({ host: 'db', port: 3307, password: '', poolSize: 10, properties: [{ key: 'charset', value: 'utf8mb4' }] });
  });

  it('leaves out an empty password and blank rows, keeps a typed one', () => {
    const values = { ...initialConfig('postgres'), database: 'd', user: 'u', properties: [{ key: ' a ', value: '1' }, { key: '', value: '' }] };
    const sent = configToSend('postgres', values);
    expect(sent).not.toHaveProperty('password');
    expect(sent.properties).toEqual([{ key: 'a', value: '1' }]);
    expect(configToSend('postgres', { ...values, password: 'secret' }).password).toBe('secret');
  });

  it('finds a repeated key', () => {
    const rows = [{ key: 'a' }, { key: 'b' }, { key: ' a' }];
    expect(duplicateOf(rows, 2)).toBe(0);
    expect(duplicateOf(rows, 0)).toBeUndefined();
    expect(duplicateOf(rows, 1)).toBeUndefined();
  });
});
