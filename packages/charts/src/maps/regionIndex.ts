import type { MapRegion } from './mapRegion';
import { normalizeRegionName } from './regionName';
import type { CityRow, RegionRow } from './regionRow';

/** Finds the region a row's value names, by any of its codes and names. */
export interface RegionIndex {
  readonly regions: readonly MapRegion[];
  find(value: unknown): MapRegion | undefined;
}

/** A lookup over several spellings per region; the first region to claim a spelling keeps it. */
export function regionIndex(entries: readonly { region: MapRegion; spellings: readonly string[] }[]): RegionIndex {
  const bySpelling = new Map<string, MapRegion>();
  for (const { region, spellings } of entries) {
    for (const spelling of spellings) {
      const normalized = normalizeRegionName(spelling);
      if (normalized && !bySpelling.has(normalized)) bySpelling.set(normalized, region);
    }
  }
  return { regions: entries.map((entry) => entry.region), find: (value) => bySpelling.get(normalizeRegionName(value)) };
}

export const regionsOfRows = (rows: readonly RegionRow[]) =>
  rows.map(([key, en, zh, longitude, latitude, aliases]) => ({
    region: { key, names: { en, zh }, point: [longitude, latitude] as const },
    spellings: [key, en, zh, ...aliases],
  }));

export const regionsOfCities = (rows: readonly CityRow[]) =>
  rows.map(([zh, en, , longitude, latitude]) => ({
    region: { key: zh, names: { en: en || zh, zh }, point: [longitude, latitude] as const },
    spellings: en ? [zh, en] : [zh],
  }));
