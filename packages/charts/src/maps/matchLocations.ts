import type { FieldCategory } from '@redbi/shared/domain';
import { locationLayerFor, type LocationLayer } from './locationLayers';
import type { MapRegion } from './mapRegion';

/** A region with the rows that named it (several spellings of one place meet here). */
export interface MatchedRegion {
  region: MapRegion;
  rows: number[];
}

export interface LocationMatch {
  layer: LocationLayer;
  /** In the order the rows first name them. */
  matched: MatchedRegion[];
  /** How many rows name no place of the layer (empty values included). */
  unmatchedRows: number;
  /** The distinct texts that named nothing, in row order. */
  unmatchedNames: string[];
}

/** Which place each row's location value names, generously (codes, English, Chinese, full and short forms). */
export function matchLocations(category: FieldCategory | undefined, values: readonly unknown[]): LocationMatch | undefined {
  const layer = locationLayerFor(category, values);
  if (!layer) return undefined;
  const index = layer.index();
  const byKey = new Map<string, MatchedRegion>();
  const unmatchedNames = new Set<string>();
  let unmatchedRows = 0;
  values.forEach((value, row) => {
    const region = index.find(value);
    if (!region) {
      unmatchedRows += 1;
      if (value !== null && value !== undefined && String(value).trim() !== '') unmatchedNames.add(String(value));
      return;
    }
    const entry = byKey.get(region.key);
    if (entry) entry.rows.push(row);
    else byKey.set(region.key, { region, rows: [row] });
  });
  return { layer, matched: [...byKey.values()], unmatchedRows, unmatchedNames: [...unmatchedNames] };
}
