import { describe, expect, it } from 'vitest';
import type { ResolvedVariable } from '../compileTypes';
import { renderSqlView } from './index';
import { allDialects, appErrorOf, flatten, permission, variable } from './sqlViewTestKit';

const hostile = [
  "'",
  "''",
  "'; DROP TABLE x; --",
  "x' OR '1'='1",
  '$other$',
  '$v$',
  '$$',
  '\\',
  "\\'; DELETE FROM t; --",
  '\0',
  '\u0000; DROP TABLE x',
  'é中文🙂\u202e',
  '*/ OR 1=1 /*',
  '-- ',
  '"',
  '`',
  ']',
  '1 OR 1=1',
  '%_',
  ' ',
];

const statements = [
  'select * from t where a = $v$ and b in ($w$) and c like $l$',
  'select $v$ as label, $w$ from t where $other$ <> a',
  'select * from t where a between $w$ and $v$ or b not like $l$',
  "select * from t where a = $p$ and b = ($v$) and c = 'lit$v$' -- $v$",
  'select * from t where a = lower($v$) and b > $w$',
];

const generatedText = /^(\s|IN|NOT|OR|AND|1=1|1=0|[(),])*$/;

const scope = (values: { v: string[]; w: string[]; l: string[]; other: string[]; p: string[] }): ResolvedVariable[] => [
  variable('v', values.v),
  variable('w', values.w),
  variable('l', values.l),
  variable('other', values.other),
  permission('p', values.p),
];

describe.each(allDialects)('hostile variable values (%s)', (dialect) => {
  const texts = (sql: string, values: Parameters<typeof scope>[0]) => renderSqlView(sql, dialect, scope(values));

  it.each(statements)('are only ever bound values, and the SQL text does not depend on them: %s', (sql) => {
    for (const count of [1, 2, 3]) {
      const benign = (prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
      const reference = flatten(texts(sql, { v: benign('v'), w: benign('w'), l: benign('l'), other: benign('o'), p: benign('p') }));
      for (const value of hostile) {
        const values = Array.from({ length: count }, (_, index) => (index === 0 ? value : `${value}${index}`));
        const fragment = texts(sql, { v: values, w: values, l: values, other: values, p: values });
        const rendered = flatten(fragment);
        expect(rendered.text).toBe(reference.text);
        expect(rendered.params.length).toBe(reference.params.length);
        expect(rendered.params).toContain(value);
        for (const piece of fragment) {
          if (!('text' in piece)) continue;
          // Text is either copied from the SQL as written, or one of the few words the splicing adds.
          if (piece.at === undefined) expect(piece.text).toMatch(generatedText);
          else expect(sql.slice(piece.at, piece.at + piece.text.length)).toBe(piece.text);
        }
      }
    }
  });

  it('are refused, never inlined, for a numeric variable', () => {
    for (const value of hostile) {
      const error = appErrorOf(() => renderSqlView('select * from t where a = $n$', dialect, [variable('n', [value], { valueType: 'numeric' })]));
      expect(error).toMatchObject({ code: 'QUERY_INVALID', messageKey: 'query.variableNotNumeric' });
    }
  });
});
