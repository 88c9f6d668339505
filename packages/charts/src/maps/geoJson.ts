/**
 * The GeoJSON the bundled maps are (maps/*.geo.json): polygons of regions whose `name` is the region's key
 * and whose `name_en` / `name_zh` are what a chart shows in each language (ECharts' `nameProperty`).
 * Structurally what ECharts' registerMap takes.
 */
export interface MapFeature {
  type: 'Feature';
  properties: { name: string; name_en: string; name_zh: string };
  geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
}

export interface MapFeatureCollection {
  type: 'FeatureCollection';
  features: MapFeature[];
}
