import { describe, expect, it } from 'vitest';
import { chinaCities } from './chinaCities';
import { chinaProvinces } from './chinaProvinces';
import { locationLayerFor, locationLayers } from './locationLayers';
import { matchLocations } from './matchLocations';
import { normalizeRegionName } from './regionName';
import { regionIndex, regionsOfCities, regionsOfRows } from './regionIndex';
import { worldCountries } from './worldCountries';

const keyOf = (kind: keyof typeof locationLayers, value: unknown) => locationLayers[kind].index().find(value)?.key;

describe('region names', () => {
  it('meet in one form across case, spacing, accents and suffixes', () => {
    expect(normalizeRegionName('  The United-States ')).toBe('unitedstates');
    expect(normalizeRegionName("Côte d'Ivoire")).toBe(normalizeRegionName('cote divoire'));
    expect(normalizeRegionName('广东省')).toBe('广东');
    expect(normalizeRegionName('Guangdong Province')).toBe('guangdong');
    expect(normalizeRegionName('广州市')).toBe('广州');
    // A suffix is not stripped down to nothing.
    expect(normalizeRegionName('沙市')).toBe('沙市');
    expect(normalizeRegionName(null)).toBe('');
  });

  it('never name two regions of one table alike', () => {
    for (const entries of [regionsOfRows(worldCountries), regionsOfRows(chinaProvinces), regionsOfCities(chinaCities)]) {
      const owner = new Map<string, string>();
      for (const { region, spellings } of entries) {
        for (const spelling of spellings) {
          const normalized = normalizeRegionName(spelling);
          expect(owner.get(normalized) ?? region.key, `${spelling} names ${owner.get(normalized)} and ${region.key}`).toBe(region.key);
          owner.set(normalized, region.key);
        }
      }
    }
  });
});

describe('matching countries', () => {
  it("finds China as 'CN', 'CHN', 156, 'China', '中国' and its full names", () => {
    for (const value of ['CN', 'CHN', 'chn', 156, 'China', '中国', '中华人民共和国', "People's Republic of China"]) expect(keyOf('country', value), String(value)).toBe('CHN');
  });

  it("finds the United States as 'US', 'USA', 'United States', 'United States of America', '美国'", () => {
    for (const value of ['US', 'USA', 'U.S.A.', 'United States', 'united states of america', '美国', '美利坚合众国']) expect(keyOf('country', value), value).toBe('USA');
    expect(keyOf('country', 'UK')).toBe('GBR');
    expect(keyOf('country', 'Deutschland')).toBeUndefined();
  });
});

describe('matching provinces and cities', () => {
  it("finds Guangdong as '广东', '广东省', 'Guangdong', 'CN-GD', 440000", () => {
    for (const value of ['广东', '广东省', 'Guangdong', 'guangdong province', 'CN-GD', 440000, '44']) expect(keyOf('provinceOrState', value), String(value)).toBe('440000');
    expect(keyOf('provinceOrState', '内蒙古自治区')).toBe('150000');
    expect(keyOf('provinceOrState', 'Inner Mongolia')).toBe('150000');
    expect(keyOf('provinceOrState', '广西壮族自治区')).toBe('450000');
    expect(keyOf('provinceOrState', '香港特别行政区')).toBe('810000');
    expect(keyOf('provinceOrState', '北京市')).toBe('110000');
  });

  it("finds cities in Chinese with or without '市' and by their English names", () => {
    const index = regionIndex(regionsOfCities(chinaCities));
    expect(index.find('广州市')?.names).toEqual({ en: 'Guangzhou', zh: '广州' });
    expect(index.find('Guangzhou')?.key).toBe('广州');
    expect(index.find("Xi'an")?.key).toBe('西安');
    expect(index.find('台北')?.names.en).toBe('Taipei');
    expect(index.find('深圳')?.point).toEqual([expect.closeTo(114.1, 0), expect.closeTo(22.6, 0)]);
  });
});

describe('matchLocations', () => {
  it('groups the rows per region and counts the rows that name nothing', () => {
    const match = matchLocations('country', ['CN', 'China', '中国', 'Atlantis', null, 'USA', 'Atlantis'])!;
    expect(match.layer.map).toBe('world');
    expect(match.matched.map((entry) => [entry.region.key, entry.rows])).toEqual([
      ['CHN', [0, 1, 2]],
      ['USA', [5]],
    ]);
    expect(match.unmatchedRows).toBe(3);
    expect(match.unmatchedNames).toEqual(['Atlantis']);
  });

  it('follows the field category: provinces and cities on the China map', () => {
    const provinces = matchLocations('provinceOrState', ['广东', '广东省', 'Guangdong', '浙江'])!;
    expect(provinces.layer).toMatchObject({ map: 'china', draw: 'regions' });
    expect(provinces.matched.map((entry) => [entry.region.key, entry.rows.length])).toEqual([
      ['440000', 3],
      ['330000', 1],
    ]);
    expect(matchLocations('city', ['杭州市'])!.layer).toMatchObject({ map: 'china', draw: 'points' });
  });

  it('guesses the layer of an uncategorised field from its values, and gives up when nothing matches', () => {
    expect(locationLayerFor('uncategorized', ['Beijing', 'Shanghai', '广东省'])?.kind).toBe('provinceOrState');
    expect(locationLayerFor(undefined, ['France', 'Japan'])?.kind).toBe('country');
    expect(locationLayerFor('county', ['苏州', '无锡'])?.kind).toBe('city');
    expect(matchLocations('uncategorized', ['Mars', 'Venus'])).toBeUndefined();
  });
});
