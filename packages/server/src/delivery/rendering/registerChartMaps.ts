import { isMapName, loadMap } from '@redbi/charts';
import type { Echarts } from './loadEcharts';

/** Maps registered with ECharts (a global registry), by name: each is loaded and registered once per process. */
const registered = new Map<string, Promise<void>>();

function registration(echarts: Echarts, name: string): Promise<void> {
  const existing = registered.get(name);
  if (existing) return existing;
  if (!isMapName(name)) return Promise.reject(new Error(`A chart asked for the map '${name}', which the charts package does not have`));
  const loading = loadMap(name).then((geoJson) => echarts.registerMap(name, geoJson as Parameters<Echarts['registerMap']>[1]));
  // A failed load is tried again by the next image that needs the map.
  loading.catch(() => registered.delete(name));
  registered.set(name, loading);
  return loading;
}

/** Registers the GeoJSON maps an option names before ECharts draws it (a map series with no map draws nothing). */
export async function registerChartMaps(echarts: Echarts, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => registration(echarts, name)));
}
