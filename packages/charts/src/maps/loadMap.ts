import type { MapFeatureCollection } from './geoJson';

/** The maps a chart can draw on; a map chart's output names the ones it needs (`ChartOutput.maps`). */
export const mapNames = ['world', 'china'] as const;
export type MapName = (typeof mapNames)[number];

/**
 * Each map is a JSON module imported on demand, so the bundler puts it in a chunk of its own that only a
 * map chart loads, and Node (tsx, vitest, the server bundle) reads it the same way. No import attribute:
 * Vite's dev server serves JSON as a JavaScript module, which a `type: 'json'` attribute would refuse.
 */
const loaders: Record<MapName, () => Promise<{ default: unknown }>> = {
  world: () => import('./world.geo.json'),
  china: () => import('./china.geo.json'),
};

const loaded = new Map<MapName, Promise<MapFeatureCollection>>();

/** The GeoJSON of a map, loaded once; renderers register it (echarts.registerMap) before drawing. */
export function loadMap(name: MapName): Promise<MapFeatureCollection> {
  let map = loaded.get(name);
  if (!map) {
    map = loaders[name]().then((module) => module.default as MapFeatureCollection);
    // A chunk that failed to load (the network dropped) is asked for again next time.
    map.catch(() => loaded.delete(name));
    loaded.set(name, map);
  }
  return map;
}

export const isMapName = (name: string): name is MapName => (mapNames as readonly string[]).includes(name);
