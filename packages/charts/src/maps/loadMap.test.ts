import { describe, expect, it } from 'vitest';
import { chinaProvinces } from './chinaProvinces';
import { isMapName, loadMap, mapNames } from './loadMap';
import { worldCountries } from './worldCountries';

describe('loadMap', () => {
  it('loads the world as a FeatureCollection of countries keyed by ISO code, with English and Chinese names', async () => {
    const world = await loadMap('world');
    expect(world.type).toBe('FeatureCollection');
    expect(world.features.length).toBe(worldCountries.length);
    const china = world.features.find((feature) => feature.properties.name === 'CHN');
    expect(china?.properties).toEqual({ name: 'CHN', name_en: 'China', name_zh: '中国' });
    expect(china?.geometry.type).toBe('MultiPolygon');
    expect(world.features.find((feature) => feature.properties.name === 'USA')?.properties.name_en).toBe('United States');
    // Antarctica is left out: a band across the bottom with no data.
    expect(world.features.some((feature) => feature.properties.name === 'ATA')).toBe(false);
  });

  it('loads China as a FeatureCollection of its 34 provincial divisions, named in Chinese', async () => {
    const china = await loadMap('china');
    expect(china.type).toBe('FeatureCollection');
    expect(china.features).toHaveLength(34);
    expect(china.features.map((feature) => feature.properties.name).sort()).toEqual(chinaProvinces.map((row) => row[2]).sort());
    expect(china.features.find((feature) => feature.properties.name === '广东')?.properties).toEqual({ name: '广东', name_en: 'Guangdong', name_zh: '广东' });
  });

  it('keeps every feature a valid polygon within longitude and latitude', async () => {
    for (const name of mapNames) {
      const map = await loadMap(name);
      for (const feature of map.features) {
        const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
        expect(polygons.length, feature.properties.name).toBeGreaterThan(0);
        for (const ring of polygons.flat()) {
          expect(ring.length, feature.properties.name).toBeGreaterThanOrEqual(4);
          for (const [longitude, latitude] of ring) {
            expect(Math.abs(longitude!)).toBeLessThanOrEqual(180);
            expect(Math.abs(latitude!)).toBeLessThanOrEqual(90);
          }
        }
      }
    }
  });

  it('loads each map once and knows its names', async () => {
    expect(await loadMap('world')).toBe(await loadMap('world'));
    expect(isMapName('china')).toBe(true);
    expect(isMapName('mars')).toBe(false);
  });
});
