import type { View } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { draftKey, draftOf, draftProblems, hasScript, modelFieldsOf, newDraft, newViewOf, previewOf, updateOf } from './viewDraft';

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const stored: View = {
  id: 'v1',
  parentId: 'f1',
  name: 'Rock tracks',
  index: 0,
  isFolder: false,
  description: '',
  archived: false,
  sourceId: 's1',
  type: 'SQL',
  privileges: ['access', 'manage'],
  script: 'SELECT * FROM Track WHERE GenreId = $genre$',
  model: { version: 1, columns: [{ name: 'TrackId', type: 'numeric', category: 'uncategorized' }], hierarchies: [], computedFields: [{ name: 'double', expression: '[TrackId] * 2', type: 'numeric' }] },
  config: { version: 1, cache: false, cacheExpires: 300, concurrencyControlMode: 'dirtyread', expensiveQuery: false },
  variables: [
    { id: 'x1', viewId: 'v1', name: 'genre', label: '', type: 'query', valueType: 'numeric', permission: 'editable', defaultValue: ['1'], expression: false, values: [] },
  ],
  columnPermissions: [],
  createdAt: '',
  updatedAt: '',
};

describe('the view draft', () => {
  it('holds a saved view and sends it back as it was', () => {
    const draft = draftOf(stored);
    expect(updateOf(draft)).toEqual({
      name: 'Rock tracks',
      description: '',
      sourceId: 's1',
      type: 'SQL',
      script: stored.script,
      model: stored.model,
      config: stored.config,
      variables: [{ id: 'x1', name: 'genre', label: '', type: 'query', valueType: 'numeric', permission: 'editable', defaultValue: ['1'], expression: false, values: [] }],
      columnPermissions: [],
    });
    expect(modelFieldsOf(draft.model)).toEqual(['TrackId', 'double']);
    expect(draftKey(draftOf(stored))).toBe(draftKey(draft));
    expect(draftKey({ ...draft, sql: `${draft.sql} ` })).not.toBe(draftKey(draft));
  });

  it('keeps the SQL while the type is switched to STRUCT and back', () => {
    const draft = { ...draftOf(stored), type: 'STRUCT' as const };
    expect(updateOf(draft).script).toEqual({ table: [], columns: [], joins: [] });
    expect(hasScript(draft)).toBe(false);
    expect(updateOf({ ...draft, type: 'SQL' }).script).toBe(stored.script);
  });

  it('creates into a folder', () => {
    expect(newViewOf({ ...newDraft('s1'), name: 'New', sql: 'SELECT 1' }, 'f1')).toMatchObject({ isFolder: false, name: 'New', parentId: 'f1', sourceId: 's1', type: 'SQL', script: 'SELECT 1' });
  });

  it('finds what the server would refuse, in the words of spec §5', () => {
    expect(draftProblems(newDraft(), t)).toEqual({ name: 'Name cannot be empty', sourceId: 'Source is required', script: 'SQL statement cannot be empty' });
    expect(draftProblems(draftOf(stored), t)).toEqual({});
    const clash = { ...draftOf(stored), variables: [{ name: 'TrackId' }] };
    expect(draftProblems(clash, t)).toEqual({ 'variables.0.name': 'Variable names and model names must be unique' });
  });

  it('previews the whole script or only the selected SQL, with the row limit', () => {
    const draft = draftOf(stored);
    expect(previewOf(draft, 100)).toEqual({ sourceId: 's1', type: 'SQL', script: stored.script, variables: updateOf(draft).variables, size: 100 });
    expect(previewOf(draft, 1000, 'SELECT 1')?.script).toBe('SELECT 1');
    expect(previewOf(newDraft(), 1000)).toBeUndefined();
  });
});
