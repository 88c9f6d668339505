import type { SourceSchemaTree } from '@redbi/shared/domain';
import { StructScriptSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  addCondition,
  addJoin,
  leftColumnChoices,
  removeCondition,
  removeJoin,
  rightColumnChoices,
  tableChoices,
  tablesInUse,
  withColumns,
  withCondition,
  withJoinColumns,
  withJoinTable,
  withJoinType,
  withTable,
  type TableChoice,
} from './structScript';

const column = (name: string) => ({ name, type: 'string' as const, dbType: 'text' });
const table = (name: string, columns: string[]) => ({ name, kind: 'table' as const, columns: columns.map(column) });
const chinook: SourceSchemaTree = {
  refreshedAt: '',
  databases: [{ name: 'main', tables: [table('Track', ['TrackId', 'Name', 'AlbumId', 'GenreId']), table('Album', ['AlbumId', 'Title']), table('Genre', ['GenreId', 'Name'])] }],
};
const pick = (tables: TableChoice[], label: string) => {
  const found = tables.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no table ${label}`);
  return found;
};

describe('structured view scripts', () => {
  const tables = tableChoices(chinook);

  it('names tables without their schema when the source has one, with it otherwise', () => {
    expect(tables.map((choice) => choice.path)).toEqual([['Track'], ['Album'], ['Genre']]);
    const twoSchemas = tableChoices({ refreshedAt: '', databases: [{ name: 'public', tables: [table('film', ['id'])] }, { name: 'sales', tables: [table('orders', ['id'])] }] });
    expect(twoSchemas.map((choice) => choice.label)).toEqual(['public.film', 'sales.orders']);
  });

  it('builds the StructScript of a table, its columns and two joins on chosen column pairs', () => {
    let script = withTable(pick(tables, 'Track'));
    expect(script).toEqual({ table: ['Track'], columns: ['TrackId', 'Name', 'AlbumId', 'GenreId'], joins: [] });
    script = withColumns(script, ['TrackId', 'Name']);
    script = addJoin(script);
    script = withJoinTable(script, 0, pick(tables, 'Album'), tables);
    // The likely condition is guessed: a key-like column of the same name on both sides.
    expect(script.joins[0]?.conditions).toEqual([{ left: ['Track', 'AlbumId'], right: ['Album', 'AlbumId'] }]);
    script = withJoinType(script, 0, 'INNER');
    script = withJoinColumns(script, 0, ['Title']);
    expect(leftColumnChoices(script, tables, 0).map((choice) => choice.label)).toEqual(['Track.TrackId', 'Track.Name', 'Track.AlbumId', 'Track.GenreId']);
    expect(rightColumnChoices(script, tables, 0).map((choice) => choice.label)).toEqual(['Album.AlbumId', 'Album.Title']);
    script = withCondition(script, 0, 0, 'left', ['Track', 'AlbumId']);
    script = withCondition(script, 0, 0, 'right', ['Album', 'AlbumId']);
    script = addJoin(script);
    script = withJoinTable(script, 1, pick(tables, 'Genre'), tables);
    // A later join may compare with the columns of the joins before it.
    expect(leftColumnChoices(script, tables, 1).map((choice) => choice.label)).toContain('Album.Title');
    script = withCondition(script, 1, 0, 'left', ['Track', 'GenreId']);
    script = withCondition(script, 1, 0, 'right', ['Genre', 'GenreId']);
    script = withJoinColumns(script, 1, ['Name']);

    expect(script).toEqual({
      table: ['Track'],
      columns: ['TrackId', 'Name'],
      joins: [
        { type: 'INNER', table: ['Album'], columns: ['Title'], conditions: [{ left: ['Track', 'AlbumId'], right: ['Album', 'AlbumId'] }] },
        { type: 'LEFT', table: ['Genre'], columns: ['Name'], conditions: [{ left: ['Track', 'GenreId'], right: ['Genre', 'GenreId'] }] },
      ],
    });
    expect(StructScriptSchema.safeParse(script).success).toBe(true);
    expect([...tablesInUse(script)]).toEqual(['["Track"]', '["Album"]', '["Genre"]']);
  });

  it('starts a join\'s conditions again with its table, and removes conditions and joins', () => {
    let script = withJoinTable(addJoin(withTable(pick(tables, 'Track'))), 0, pick(tables, 'Album'), tables);
    script = withCondition(script, 0, 0, 'left', ['Track', 'AlbumId']);
    script = addCondition(script, 0);
    expect(script.joins[0]?.conditions).toHaveLength(2);
    expect(removeCondition(script, 0, 0).joins[0]?.conditions).toEqual([{ left: [], right: [] }]);
    expect(withJoinTable(script, 0, pick(tables, 'Genre'), tables).joins[0]).toMatchObject({
      table: ['Genre'],
      columns: ['GenreId', 'Name'],
      conditions: [{ left: ['Track', 'GenreId'], right: ['Genre', 'GenreId'] }],
    });
    // Nothing to guess from (no key-like column on both sides; Name is not one): the condition is left empty.
    expect(withJoinTable(addJoin(withTable(pick(tables, 'Genre'))), 0, pick(tables, 'Album'), tables).joins[0]?.conditions).toEqual([{ left: [], right: [] }]);
    expect(removeJoin(script, 0).joins).toEqual([]);
    // An unfinished join is what the schema refuses (the server says where).
    expect(StructScriptSchema.safeParse(addJoin(withTable(pick(tables, 'Track')))).success).toBe(false);
  });
});
