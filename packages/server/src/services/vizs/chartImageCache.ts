import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Dataframe } from '@redbi/shared/query';

export interface CachedImage {
  mime: 'image/svg+xml' | 'image/png';
  bytes: Buffer;
}

/** The part of a query's answer an image is drawn from. */
export type DrawnFrame = Pick<Dataframe, 'columns' | 'rows'> & { pageInfo?: Dataframe['pageInfo']; extras?: Dataframe['extras'] };

/** The rows of the extra queries' answers too (a score card's comparison): they change the picture. */
const extraRows = (frame: DrawnFrame) => (frame.extras ? Object.entries(frame.extras).map(([name, extra]) => [name, extra.columns, extra.rows]) : null);

/** JSON of a frame's rows and page (a table draws its pager) with big integers as text (JSON has no bigint). */
const frameJson = (frame: DrawnFrame): string =>
  JSON.stringify([frame.columns, frame.rows, frame.pageInfo ?? null, extraRows(frame)], (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * What an image of a chart is drawn from, as one key: the chart as saved (id and version), how it is drawn,
 * and a hash of the rows the caller got. Two callers with the same rows share an image; a caller whose
 * permissions leave other rows gets another one, so an image never shows rows its viewer may not see.
 */
export function chartImageKey(parts: { chartId: string; version: string; drawing: readonly (string | number)[]; frame: DrawnFrame }): string {
  const data = createHash('sha256').update(frameJson(parts.frame)).digest('hex');
  return createHash('sha256').update(JSON.stringify([parts.chartId, parts.version, parts.drawing, data])).digest('hex');
}

/** The ETag of an image: its key, quoted as HTTP wants it. */
export const etagOf = (key: string): string => `"${key.slice(0, 40)}"`;

/** Does an If-None-Match header name this ETag (or '*')? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Thumbnails drawn lately, in this process (a tree of 50 charts is not drawn 50 times per visit). Small and
 * bounded: an image is a few tens of KB, and a miss only costs one more drawing.
 */
export function createChartImageCache(maxEntries = 200) {
  const images = new LRUCache<string, CachedImage>({ max: maxEntries });
  // The same thumbnail asked for twice at once (two tabs, a retry) is drawn once.
  const drawing = new Map<string, Promise<CachedImage>>();
  return {
    getOrDraw(key: string, draw: () => Promise<CachedImage>): Promise<CachedImage> {
      const hit = images.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = drawing.get(key);
      if (pending) return pending;
      const drawn = draw()
        .then((image) => {
          images.set(key, image);
          return image;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, drawn);
      return drawn;
    },
    get size(): number {
      return images.size;
    },
  };
}

export type ChartImageCache = ReturnType<typeof createChartImageCache>;
