import { ChartDataRequestSchema, ChartViewerDataRequestSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { viewerQuery } from './chartQuery';
import { regionalConfig, testColumnChart } from './chartTestFixtures';

const request = (input: Record<string, unknown> = {}) => ChartDataRequestSchema.parse(input);

describe("a saved chart's query for a viewer", () => {
  it('is built from the stored chart alone, without the SQL', () => {
    const spec = viewerQuery(testColumnChart, regionalConfig(), 'view-1', request());
    expect(spec).toMatchObject({
      viewId: 'view-1',
      groups: [{ column: 'ordered_at', dateLevel: 'month', alias: 'd1' }],
      aggregators: [{ column: 'amount', sqlOperator: 'SUM', alias: 'm1' }],
      filters: [{ column: 'year', sqlOperator: 'EQ' }],
      orders: [{ column: 'ordered_at', dateLevel: 'month', operator: 'ASC' }],
      pageInfo: { pageNo: 1, pageSize: 500, countTotal: false },
      script: false,
    });
  });

  it("passes a signed-in viewer's variable values as the spec's params (the runner decides which may be set), never a share's", () => {
    expect(viewerQuery(testColumnChart, regionalConfig(), 'v', request({ params: { region: ['north'] } }))?.params).toEqual({});
    const asked = ChartViewerDataRequestSchema.parse({ params: { region: ['north', 'east'] } });
    expect(viewerQuery(testColumnChart, regionalConfig(), 'v', asked)?.params).toEqual({ region: ['north', 'east'] });
  });

  it('pages as asked, but never more rows at once than the chart shows', () => {
    expect(viewerQuery(testColumnChart, regionalConfig(), 'v', request({ pageNo: 3, pageSize: 20, countTotal: true }))?.pageInfo).toEqual({ pageNo: 3, pageSize: 20, countTotal: true });
    expect(viewerQuery(testColumnChart, regionalConfig(), 'v', request({ pageSize: 100_000 }))?.pageInfo.pageSize).toBe(500);
  });

  it("sorts by a field the chart shows, first, its aggregate included, without repeating the chart's own order", () => {
    const byMetric = viewerQuery(testColumnChart, regionalConfig(), 'v', request({ sort: { uid: 'm1', order: 'DESC' } }));
    expect(byMetric?.orders).toEqual([
      { column: 'amount', operator: 'DESC', aggOperator: 'SUM' },
      { column: 'ordered_at', dateLevel: 'month', operator: 'ASC' },
    ]);
    const byDimension = viewerQuery(testColumnChart, regionalConfig(), 'v', request({ sort: { uid: 'd1', order: 'DESC' } }));
    expect(byDimension?.orders).toEqual([{ column: 'ordered_at', dateLevel: 'month', operator: 'DESC' }]);
  });

  it('refuses to sort by anything else: a filter of the chart, or a field it does not have', () => {
    for (const uid of ['f1', 'nothing']) {
      expect(() => viewerQuery(testColumnChart, regionalConfig(), 'v', request({ sort: { uid, order: 'ASC' } }))).toThrow(
        expect.objectContaining({ code: 'VALIDATION', messageKey: 'validation.chartSortField', params: { uid } }),
      );
    }
  });

  it('asks for nothing when the chart has no field yet', () => {
    expect(viewerQuery(testColumnChart, regionalConfig({ sections: {} }), 'v', request())).toBeUndefined();
  });
});
