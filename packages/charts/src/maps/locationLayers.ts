import type { FieldCategory } from '@redbi/shared/domain';
import { chinaCities } from './chinaCities';
import { chinaProvinces } from './chinaProvinces';
import type { MapName } from './loadMap';
import { regionIndex, regionsOfCities, regionsOfRows, type RegionIndex } from './regionIndex';
import { worldCountries } from './worldCountries';

/**
 * What a location field can name, by the view model's column category (ChartField.category): countries on
 * the world map, provinces on the China map, and cities as points on the China map.
 */
export type LocationKind = 'country' | 'provinceOrState' | 'city';

export interface LocationLayer {
  kind: LocationKind;
  map: MapName;
  /** Regions are filled (a choropleth); points are drawn at their coordinates. */
  draw: 'regions' | 'points';
  index(): RegionIndex;
}

/** Builds an index the first time it is asked for (the tables hold a thousand spellings). */
function lazily(build: () => RegionIndex): () => RegionIndex {
  let index: RegionIndex | undefined;
  return () => (index ??= build());
}

export const locationLayers: Record<LocationKind, LocationLayer> = {
  country: { kind: 'country', map: 'world', draw: 'regions', index: lazily(() => regionIndex(regionsOfRows(worldCountries))) },
  provinceOrState: { kind: 'provinceOrState', map: 'china', draw: 'regions', index: lazily(() => regionIndex(regionsOfRows(chinaProvinces))) },
  city: { kind: 'city', map: 'china', draw: 'points', index: lazily(() => regionIndex(regionsOfCities(chinaCities))) },
};

const isLocationKind = (category: FieldCategory | undefined): category is LocationKind => category !== undefined && category in locationLayers;

/**
 * The layer a field's values are drawn on: its category's, or, for a field without one (uncategorised,
 * county), the layer that recognises the most of its values; undefined when none recognises any.
 */
export function locationLayerFor(category: FieldCategory | undefined, values: readonly unknown[]): LocationLayer | undefined {
  if (isLocationKind(category)) return locationLayers[category];
  let best: { layer: LocationLayer; hits: number } | undefined;
  for (const layer of Object.values(locationLayers)) {
    const index = layer.index();
    const hits = values.filter((value) => index.find(value) !== undefined).length;
    if (hits > (best?.hits ?? 0)) best = { layer, hits };
  }
  return best?.layer;
}
