import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../sources/connectorTypes';
import { compilePreview, compileQuery } from '../compileQuery';
import type { CompiledSql } from '../compileTypes';
import { allDialects, context, salesView } from '../queryTestKit';
import { goldenCases, type GoldenCase } from './goldenCases';

declare global {
  interface ImportMeta {
    /** Vite's static file listing (Vitest transforms it). */
    glob(pattern: string): Record<string, () => Promise<unknown>>;
  }
}

/** The statement, then its bound values as a comment block (one per line, in placeholder order). */
function formatStatement(compiled: CompiledSql): string {
  const params = compiled.params.map((param, index) => `--   ${index + 1}: ${JSON.stringify(param)}`);
  return `${compiled.sql};\n-- params:${params.length > 0 ? `\n${params.join('\n')}` : ' none'}\n`;
}

function renderGolden(goldenCase: GoldenCase, dialect: Dialect): string {
  const view = goldenCase.view ?? salesView;
  const compileContext = context(dialect, { variables: goldenCase.variables ?? [], hidden: goldenCase.hidden ?? [] });
  if (goldenCase.preview !== undefined) return formatStatement(compilePreview(view, compileContext, goldenCase.preview));
  const compiled = compileQuery(goldenCase.spec, view, compileContext);
  return formatStatement(compiled) + (compiled.count ? `\n-- count:\n${formatStatement(compiled.count)}` : '');
}

const dialectsOf = (goldenCase: GoldenCase) => goldenCase.dialects ?? allDialects;

/**
 * Golden SQL: every case compiled for every dialect equals golden/<case>.<dialect>.sql.
 * After a deliberate change, rewrite them: `npx vitest run packages/shared/src/query/golden -u`
 * (or UPDATE_SNAPSHOT=1), and read the diff.
 */
describe('golden SQL', () => {
  for (const goldenCase of goldenCases) {
    for (const dialect of dialectsOf(goldenCase)) {
      it(`${goldenCase.name} (${dialect})`, async () => {
        await expect(renderGolden(goldenCase, dialect)).toMatchFileSnapshot(`./${goldenCase.name}.${dialect}.sql`);
      });
    }
  }

  it('has no golden file without a case', () => {
    const expected = new Set(goldenCases.flatMap((goldenCase) => dialectsOf(goldenCase).map((dialect) => `./${goldenCase.name}.${dialect}.sql`)));
    const stale = Object.keys(import.meta.glob('./*.sql')).filter((file) => !expected.has(file));
    expect(stale).toEqual([]);
  });
});
