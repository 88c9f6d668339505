import { describe, expect, it } from 'vitest';
import type { ViewRow } from '../../repositories/viewRepository';
import { columnPermissionOf, storedScript, variableOf, viewDefinitionOf } from './viewRecords';

const row = (overrides: Partial<ViewRow>): ViewRow => ({
  id: 'v1',
  org_id: 'o1',
  parent_id: null,
  name: 'Sales',
  description: '',
  is_folder: 0,
  source_id: 's1',
  type: 'SQL',
  script: 'SELECT 1',
  model: '{}',
  config: '{}',
  index: 0,
  archived: 0,
  created_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('viewDefinitionOf', () => {
  it('reads older stored JSON through the schemas, whose defaults fill in what it lacks', () => {
    const definition = viewDefinitionOf(row({ model: '{"columns":[{"name":"id","type":"numeric"}]}', config: '{"cache":true}' }));
    expect(definition).toEqual({
      type: 'SQL',
      script: 'SELECT 1',
      model: { version: 1, columns: [{ name: 'id', type: 'numeric', category: 'uncategorized' }], hierarchies: [], computedFields: [] },
      config: { version: 1, cache: true, cacheExpires: 300, concurrencyControlMode: 'dirtyread', expensiveQuery: false },
    });
  });

  it('keeps a structured view as its structure', () => {
    const script = { table: ['public', 'sales'], columns: ['id'], joins: [] };
    expect(viewDefinitionOf(row({ type: 'STRUCT', script: storedScript(script) })).script).toEqual(script);
    expect(storedScript('SELECT 2')).toBe('SELECT 2');
  });
});

describe('variableOf and columnPermissionOf', () => {
  it('turn rows into the API shapes, each variable with its own values', () => {
    const variable = variableOf(
      {
        id: 'x1',
        org_id: 'o1',
        view_id: 'v1',
        name: 'region',
        label: 'Region',
        type: 'permission',
        value_type: 'string',
        permission: 'readonly',
        default_value: '["north"]',
        expression: 0,
        created_at: '',
        updated_at: '',
      },
      [
        { variable_id: 'x1', subject_type: 'role', subject_id: 'r1', values: '["a","b"]', use_default: 0, permission: 'editable' },
        { variable_id: 'x2', subject_type: 'user', subject_id: 'u1', values: '["c"]', use_default: 1, permission: null },
      ],
    );
    expect(variable).toEqual({
      id: 'x1',
      viewId: 'v1',
      name: 'region',
      label: 'Region',
      type: 'permission',
      valueType: 'string',
      permission: 'readonly',
      defaultValue: ['north'],
      expression: false,
      values: [{ subject: { type: 'role', id: 'r1' }, values: ['a', 'b'], useDefault: false, permission: 'editable' }],
    });
    expect(columnPermissionOf({ view_id: 'v1', subject_type: 'user', subject_id: 'u1', mode: 'partial', columns: '["id"]' })).toEqual({
      subject: { type: 'user', id: 'u1' },
      mode: 'partial',
      columns: ['id'],
    });
  });
});
