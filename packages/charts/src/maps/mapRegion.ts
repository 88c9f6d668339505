import type { FormatLocale } from '../format/numberFormat';

/** A place a row can stand for: a region of a map (country, province) or a city drawn as a point on one. */
export interface MapRegion {
  /** The GeoJSON feature's `name` for regions; the Chinese name for cities. */
  key: string;
  names: Record<FormatLocale, string>;
  /** Where its marker goes: [longitude, latitude]. */
  point: readonly [number, number];
}
