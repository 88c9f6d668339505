import { describe, expect, it } from 'vitest';
import { compileQuery, compileWholeQuery } from './compileQuery';
import { allDialects, appErrorOf, context, salesModel, salesView, spec, sqlView, variable } from './queryTestKit';

describe('compileWholeQuery', () => {
  const paged = spec({
    columns: [{ column: 'id' }, { column: 'region' }],
    orders: [{ column: 'id', operator: 'DESC' }],
    filters: [{ column: 'region', sqlOperator: 'EQ', values: [{ value: 'North' }] }],
    pageInfo: { pageNo: 3, pageSize: 25, countTotal: true },
  });

  it('is the page query without its LIMIT, OFFSET and count, on every dialect', () => {
    for (const dialect of allDialects) {
      const page = compileQuery(paged, salesView, context(dialect));
      const whole = compileWholeQuery(paged, salesView, context(dialect));
      expect(page.sql).toMatch(/\nLIMIT 25 OFFSET 50$/);
      expect(whole.sql).toBe(page.sql.replace(/\nLIMIT 25 OFFSET 50$/, ''));
      expect(whole.params).toEqual(page.params);
      expect(whole.columns).toEqual(['id', 'region']);
      expect(whole.count).toBeUndefined();
    }
  });

  it("keeps what applies to the caller: their variables (row permissions) and hidden columns", () => {
    const view = sqlView('SELECT * FROM sales WHERE region = $sales_region$');
    const caller = context('postgres', { variables: [variable('sales_region', ['North'], { type: 'permission' })], hidden: ['amount'] });
    const whole = compileWholeQuery(spec({ columns: [{ column: 'id' }, { column: 'amount' }] }), view, caller);
    expect(whole.params).toEqual(['North']);
    expect(whole.sql).toContain('CAST(NULL AS');
    expect(whole.sql).not.toContain('LIMIT');
  });

  it('needs a model, as compileQuery does', () => {
    expect(appErrorOf(() => compileWholeQuery(paged, sqlView('SELECT 1', { ...salesModel, columns: [] }), context('postgres'))).messageKey).toBe('query.viewNoColumns');
  });
});
