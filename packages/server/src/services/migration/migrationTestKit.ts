// Test helpers of resource migration: archives built byte by byte (hostile ones too, which no zip library
// writes) and a small set of documents referring to one another.
import { deflateRawSync } from 'node:zlib';
import type { MigrationDoc } from '@redbi/shared/domain';
import { drrEntries } from './drrArchive';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface RawEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  /** Lie about the unpacked size (in both headers). */
  declaredSize?: number;
}

/** A zip written by hand: whatever names and sizes the test wants. */
export function rawZip(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = entry.deflate === false ? entry.data : deflateRawSync(entry.data);
    const method = entry.deflate === false ? 0 : 8;
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x2821, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x2821, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A valid `.drr` of `docs`, written synchronously (manifest and checksums as the server writes them). */
export const drrOf = (docs: readonly MigrationDoc[], extra: RawEntry[] = []): Buffer =>
  rawZip([...drrEntries(docs, '0.0.0-test').map(({ path, bytes }) => ({ name: path, data: bytes })), ...extra]);

const V = { folder: 1, source: 1, variable: 1, view: 1, chart: 1, dashboard: 1, storyboard: 1 } as const;

/** A folder, a source, a public variable, a view using it with a variable of its own, two charts, a dashboard (linkage and jump) and a storyboard. */
export function sampleDocs(): MigrationDoc[] {
  const widget = (id: string, chartId: string, extra: Record<string, unknown> = {}) => ({ id, name: id, type: 'chart', config: { chartId }, ...extra });
  return [
    { kind: 'folder', formatVersion: V.folder, id: 'f1', tree: 'viz', parentId: null, name: 'Sales', index: 0 },
    { kind: 'source', formatVersion: V.source, id: 's1', parentId: null, name: 'Warehouse', description: '', index: 0, type: 'postgres', config: { host: 'db', port: 5432, database: 'shop', user: 'reader' }, secrets: ['password'] },
    { kind: 'variable', formatVersion: V.variable, id: 'pv1', name: 'excluded_region', label: '', type: 'query', valueType: 'string', permission: 'editable', defaultValue: ['none'], expression: false },
    {
      kind: 'view',
      formatVersion: V.view,
      id: 'v1',
      parentId: null,
      name: 'Orders',
      description: '',
      index: 0,
      sourceId: 's1',
      type: 'SQL',
      script: 'SELECT region, amount FROM orders WHERE region <> $excluded_region$',
      model: { version: 1, columns: [{ name: 'region', type: 'string', category: 'uncategorized' }, { name: 'amount', type: 'numeric', category: 'uncategorized' }], hierarchies: [], computedFields: [] },
      config: { version: 1, cache: false, cacheExpires: 300, concurrencyControlMode: 'dirtyread', expensiveQuery: false },
      variables: [{ id: 'var1', name: 'region_var', label: '', type: 'query', valueType: 'string', permission: 'editable', defaultValue: [], expression: false }],
    },
    ...(['c1', 'c2'].map((id) => ({
      kind: 'chart',
      formatVersion: V.chart,
      id,
      parentId: 'f1',
      name: `Chart ${id}`,
      description: '',
      index: 0,
      status: 'published',
      viewId: 'v1',
      config: { version: 1, chartType: 'cluster-column', aggregation: true, sections: {}, settings: {}, settingsVersion: 1, computedFields: [], variables: {}, pageSize: 1000 },
    })) as MigrationDoc[]),
    {
      kind: 'dashboard',
      formatVersion: V.dashboard,
      id: 'd1',
      parentId: 'f1',
      name: 'Board',
      description: '',
      index: 1,
      status: 'published',
      config: {
        layout: 'auto',
        widgets: [
          widget('w1', 'c1', { interactions: { linkage: { enabled: true, targets: [{ widgetId: 'w2' }] }, jump: { enabled: true, kind: 'chart', targetId: 'c2' } } }),
          widget('w2', 'c2'),
        ],
      },
    },
    {
      kind: 'storyboard',
      formatVersion: V.storyboard,
      id: 'sb1',
      name: 'Story',
      description: '',
      index: 0,
      status: 'unpublished',
      config: { version: 1, autoPlay: false, loop: true, pages: [{ id: 'p1', kind: 'dashboard', vizId: 'd1', name: 'Page 1' }] },
    },
  ] as MigrationDoc[];
}
