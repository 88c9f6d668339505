/**
 * The rows of the generated region tables (scripts/buildMaps.mjs), kept as tuples so the tables stay small
 * in the bundle: they are read by every map chart, synchronously, before any GeoJSON has loaded.
 */

/** A region of a map: key (the feature's `name` in the GeoJSON), English name, Chinese name, marker point, other names and codes. */
export type RegionRow = readonly [key: string, en: string, zh: string, longitude: number, latitude: number, aliases: readonly string[]];

/** A city of China: Chinese name, English name ('' when it has none but its Chinese one), province GB code, point. */
export type CityRow = readonly [zh: string, en: string, province: string, longitude: number, latitude: number];
