import { envelopeOf } from '@redbi/shared/api';
import { DataframeSchema, type Dataframe } from '@redbi/shared/query';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { dataframeEnvelopeJson } from './dataframeJson';

const zodJson = serializerCompiler({ schema: envelopeOf(DataframeSchema), method: 'POST', url: '/x' } as never) as (data: unknown) => string;

const frame = (over: Partial<Dataframe> = {}): Dataframe => ({
  columns: [
    { name: 'category "quoted"', type: 'string' },
    { name: 'revenue', type: 'number' },
    { name: 'day', type: 'date' },
  ],
  rows: [
    ['Action', 4375.85, '2026-01-01'],
    ['Sci-Fi\n<script>', -1, null],
    ['中文', 0, '2026-01-02'],
  ],
  pageInfo: { pageNo: 2, pageSize: 100 },
  cached: false,
  ...over,
});

describe('dataframeEnvelopeJson', () => {
  it('writes what the zod serializer writes', () => {
    for (const data of [frame(), frame({ script: 'SELECT "a" FROM t WHERE b = $1', cached: true }), frame({ pageInfo: { pageNo: 1, pageSize: 10, total: 12345 } }), frame({ rows: [], columns: [] })]) {
      expect(dataframeEnvelopeJson({ success: true, data })).toBe(zodJson({ success: true, data }));
    }
  });

  it("writes a chart's extra queries' frames as the zod serializer does (issue 26)", () => {
    const data = frame({ extras: { 'previous.month': frame({ rows: [['x', 1, null]] }), trend: frame({ cached: true, script: 'SELECT 1' }) } });
    expect(dataframeEnvelopeJson({ success: true, data })).toBe(zodJson({ success: true, data }));
  });

  it('writes only the schema fields', () => {
    const data = { ...frame(), extra: 'secret', columns: [{ name: 'a', type: 'string', dbType: 'text' }], pageInfo: { pageNo: 1, pageSize: 1, offset: 3 } } as unknown as Dataframe;
    const json = dataframeEnvelopeJson({ success: true, data });
    expect(json).toBe(zodJson({ success: true, data }));
    expect(json).not.toMatch(/secret|dbType|offset/);
  });

  it('turns a rows array into JSON once', () => {
    const rows = [['a', 1]];
    const data = frame({ rows, columns: [{ name: 'a', type: 'string' }, { name: 'n', type: 'number' }] });
    const first = dataframeEnvelopeJson({ success: true, data });
    rows[0]![1] = 2; // a kept result is never changed: the JSON made the first time is answered again
    expect(dataframeEnvelopeJson({ success: true, data })).toBe(first);
  });

  it('refuses what the schema refuses', () => {
    expect(() => dataframeEnvelopeJson({ success: true, data: frame({ columns: [{ name: 'a', type: 'blob' as never }] }) })).toThrow(/columns/);
    expect(() => dataframeEnvelopeJson({ success: true, data: frame({ rows: [1 as never] }) })).toThrow(/rows/);
    expect(() => dataframeEnvelopeJson({ success: true, data: frame({ pageInfo: { pageNo: 1.5, pageSize: 1 } }) })).toThrow(/pageInfo/);
  });
});
