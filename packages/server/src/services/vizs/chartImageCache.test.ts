import { describe, expect, it } from 'vitest';
import { chartImageKey, createChartImageCache, etagOf, matchesEtag } from './chartImageCache';

const frame = (rows: unknown[][]) => ({ columns: [{ name: 'm1', type: 'number' as const }], rows });
const key = (changes: Partial<Parameters<typeof chartImageKey>[0]> = {}) =>
  chartImageKey({ chartId: 'c1', version: '2026-01-01T00:00:00.000Z', drawing: ['light', 'en', 480, 300, 'png'], frame: frame([[1], [2]]), ...changes });

describe('the images of charts', () => {
  it('are keyed by the chart version, the drawing and the rows the caller got', () => {
    expect(key()).toBe(key());
    expect(key({ frame: frame([[1]]) })).not.toBe(key());
    expect(key({ version: '2026-01-02T00:00:00.000Z' })).not.toBe(key());
    expect(key({ drawing: ['dark', 'en', 480, 300, 'png'] })).not.toBe(key());
    expect(key({ chartId: 'c2' })).not.toBe(key());
    expect(key({ frame: frame([[10n]]) })).toBe(key({ frame: frame([['10']]) }));
    expect(key({ frame: { ...frame([[1], [2]]), pageInfo: { pageNo: 1, pageSize: 2, total: 9 } } })).not.toBe(key());
  });

  it('answer If-None-Match by their ETag', () => {
    const etag = etagOf(key());
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });

  it('are drawn once per key, at once or later, and the least recently used go first', async () => {
    const cache = createChartImageCache(2);
    let draws = 0;
    const draw = async () => {
      draws += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { mime: 'image/png' as const, bytes: Buffer.from([draws]) };
    };
    const [a, b] = await Promise.all([cache.getOrDraw('a', draw), cache.getOrDraw('a', draw)]);
    expect(a).toBe(b);
    await cache.getOrDraw('a', draw);
    expect(draws).toBe(1);
    await cache.getOrDraw('b', draw);
    await cache.getOrDraw('c', draw);
    expect(cache.size).toBe(2);
    await cache.getOrDraw('a', draw);
    expect(draws).toBe(4);
  });

  it('are not kept when drawing fails', async () => {
    const cache = createChartImageCache();
    await expect(cache.getOrDraw('x', () => Promise.reject(new Error('no fonts')))).rejects.toThrow('no fonts');
    expect((await cache.getOrDraw('x', async () => ({ mime: 'image/png', bytes: Buffer.from('ok') }))).bytes.toString()).toBe('ok');
  });
});
