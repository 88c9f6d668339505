import { isMapName, loadMap } from '@redbi/charts';
import type { echarts } from './echartsSetup';

type GeoJson = Parameters<typeof echarts.registerMap>[1];

/**
 * Registers the GeoJSON maps an option names (output.maps) before it is drawn. Each map is a chunk of its
 * own, fetched the first time a map chart needs it; a map ECharts already has is not loaded again, and a
 * name no bundled map has is refused (the chart then says the map could not be loaded).
 */
export async function registerChartMaps(library: typeof echarts, names: readonly string[]): Promise<void> {
  const missing = names.filter((name) => !library.getMap(name));
  const unknown = missing.find((name) => !isMapName(name));
  if (unknown !== undefined) throw new Error(`No bundled map is called ${unknown}`);
  const shapes = await Promise.all(missing.filter(isMapName).map(loadMap));
  missing.forEach((name, index) => library.registerMap(name, shapes[index] as GeoJson));
}
