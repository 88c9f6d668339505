import { describe, expect, it } from 'vitest';
import type { StructScript } from '../domain/view';
import { dialectOf } from './dialects';
import { appErrorOf } from './queryTestKit';
import { renderSql } from './renderSql';
import { structSelect } from './structView';

const script = (joins: StructScript['joins'], table: string[] = ['public', 'film']): StructScript => ({ table, columns: ['film_id', 'title'], joins });
const sqlOf = (structure: StructScript, dialect: 'postgres' | 'mysql' = 'postgres') => renderSql(structSelect(structure), dialectOf(dialect)).sql;

describe('structSelect', () => {
  it('selects the chosen columns as "table.column" and joins on equal columns', () => {
    const sql = sqlOf(
      script([
        { type: 'LEFT', table: ['public', 'language'], columns: ['name'], conditions: [{ left: ['film', 'language_id'], right: ['public', 'language', 'language_id'] }] },
        {
          type: 'INNER',
          table: ['public', 'film_actor'],
          columns: [],
          conditions: [
            { left: ['film_actor', 'film_id'], right: ['film', 'film_id'] },
            { left: ['film_actor', 'last_update'], right: ['language', 'last_update'] },
          ],
        },
      ]),
    );
    expect(sql).toBe(
      [
        'SELECT "film"."film_id" AS "film.film_id", "film"."title" AS "film.title", "language"."name" AS "language.name"',
        'FROM "public"."film" "film"',
        'LEFT JOIN "public"."language" "language" ON "film"."language_id" = "language"."language_id"',
        'INNER JOIN "public"."film_actor" "film_actor" ON "film_actor"."film_id" = "film"."film_id" AND "film_actor"."last_update" = "language"."last_update"',
      ].join('\n'),
    );
  });

  it('writes each join type and quotes names in the dialect', () => {
    const join = (type: 'INNER' | 'LEFT' | 'RIGHT') => script([{ type, table: ['language'], columns: ['name'], conditions: [{ left: ['film', 'language_id'], right: ['language', 'id'] }] }], ['film']);
    expect(sqlOf(join('RIGHT'), 'mysql')).toContain('\nRIGHT JOIN `language` `language` ON `film`.`language_id` = `language`.`id`');
    expect(sqlOf(join('INNER'))).toContain('\nINNER JOIN "language" "language" ON');
    expect(sqlOf(join('LEFT'))).toContain('\nLEFT JOIN "language" "language" ON');
  });

  it('refuses a table used twice', () => {
    const twice = script([{ type: 'INNER', table: ['other', 'film'], columns: [], conditions: [{ left: ['film', 'film_id'], right: ['film', 'film_id'] }] }]);
    expect(appErrorOf(() => structSelect(twice))).toMatchObject({ code: 'QUERY_INVALID', messageKey: 'query.structTableTwice', params: { name: 'film' } });
  });

  it('refuses a condition naming a table that is not (yet) in the structure', () => {
    const unknown = script([{ type: 'INNER', table: ['language'], columns: [], conditions: [{ left: ['actor', 'id'], right: ['language', 'id'] }] }]);
    expect(appErrorOf(() => structSelect(unknown))).toMatchObject({ messageKey: 'query.structUnknownTable', params: { name: 'actor' } });
    const later = script([
      { type: 'INNER', table: ['language'], columns: [], conditions: [{ left: ['category', 'id'], right: ['language', 'id'] }] },
      { type: 'INNER', table: ['category'], columns: [], conditions: [{ left: ['category', 'id'], right: ['film', 'film_id'] }] },
    ]);
    expect(appErrorOf(() => structSelect(later))).toMatchObject({ messageKey: 'query.structUnknownTable', params: { name: 'category' } });
  });

  it('needs at least one column', () => {
    expect(appErrorOf(() => structSelect({ table: ['film'], columns: [], joins: [] }))).toMatchObject({ messageKey: 'query.viewNoColumns' });
  });
});
