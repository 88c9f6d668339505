import { describe, expect, it } from 'vitest';
import { AppError } from '@redbi/shared/errors';
import { FolderDocSchema, type ChartDoc, type DashboardDoc, type FolderDoc, type MigrationDoc, type StoryboardDoc, type ViewDoc } from '@redbi/shared/domain';
import { z } from 'zod';
import type { OrgActor } from '../access/accessService';
import { drrEntries, readDrr, writeDrr } from './drrArchive';
import { planImport } from './importPlan';
import { drrOf, rawZip, sampleDocs } from './migrationTestKit';
import { loadOrgResources } from './orgResources';
import { readDocWith } from './resources';
import { folderResource } from './resources/folderResource';
import type { ResourceModule } from './resources/resourceModule';
import { stableJson } from './stableJson';
import { DEFAULT_ZIP_LIMITS } from './zipReader';

let emptyOrgSync: Awaited<ReturnType<typeof loadOrgResources>>;
const owner: OrgActor = { orgId: 'o1', userId: 'u1', isOwner: true, roleIds: [], grants: [], moduleSwitches: [] };
const emptyOrg = () =>
  loadOrgResources(
    { sources: { listForOrg: async () => [] }, views: { listForOrg: async () => [] }, vizs: { listForOrg: async () => [] }, storyboards: { listForOrg: async () => [] } } as never,
    'o1',
  );

async function refusal(archive: Buffer, limits = DEFAULT_ZIP_LIMITS): Promise<AppError> {
  const error = await readDrr(archive, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the archive should be refused').toBeInstanceOf(AppError);
  return error as AppError;
}

describe('stable serialisation', () => {
  it('sorts keys at every depth, indents by two and ends with a newline', () => {
    const a = stableJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined } });
    const b = stableJson({ a: { d: [{ y: 2, z: 1 }] }, b: 1 });
    expect(a).toBe(b);
    expect(a).toBe('{\n  "a": {\n    "d": [\n      {\n        "y": 2,\n        "z": 1\n      }\n    ]\n  },\n  "b": 1\n}\n');
  });

  it('writes byte-identical archives of the same content, whatever the order given', async () => {
    const { docs } = await readDrr(drrOf(sampleDocs()), DEFAULT_ZIP_LIMITS);
    const first = await writeDrr(docs, '1.0.0');
    const second = await writeDrr([...docs].reverse(), '1.0.0');
    expect(first.equals(second)).toBe(true);
    const reread = await readDrr(first, DEFAULT_ZIP_LIMITS);
    expect(reread.docs).toEqual(docs);
    expect(reread.manifest.counts).toEqual({ folder: 1, source: 1, variable: 1, view: 1, chart: 2, dashboard: 1, storyboard: 1 });
    expect(reread.manifest.secrets).toEqual([{ sourceId: 's1', name: 'Warehouse', fields: ['password'] }]);
  });

  it('lists one pretty-printed file per resource under its kind', () => {
    const paths = drrEntries(sampleDocs(), '1').map((entry) => entry.path);
    expect(paths).toEqual(['manifest.json', 'folders/f1.json', 'sources/s1.json', 'variables/pv1.json', 'views/v1.json', 'charts/c1.json', 'charts/c2.json', 'dashboards/d1.json', 'storyboards/sb1.json']);
  });
});

describe('format versions', () => {
  it('brings an older document up step by step before checking it, and refuses a newer one', () => {
    // A folder module as it would be once its format reached version 3: 1 → 2 renamed a field, 2 → 3 added one.
    const v3 = FolderDocSchema.extend({ formatVersion: z.literal(3), color: z.string() });
    const module = {
      ...folderResource,
      formatVersion: 3,
      schema: v3,
      migrations: {
        1: ({ title, ...rest }: Record<string, unknown>) => ({ ...rest, name: title }),
        2: (old: Record<string, unknown>) => ({ ...old, color: 'none' }),
      },
    } as unknown as ResourceModule<FolderDoc>;
    const old = { kind: 'folder', formatVersion: 1, id: 'f1', tree: 'viz', parentId: null, title: 'Sales', index: 0 };
    expect(readDocWith(module, 'folders/f1.json', 'f1', old)).toEqual({ kind: 'folder', formatVersion: 3, id: 'f1', tree: 'viz', parentId: null, name: 'Sales', index: 0, color: 'none' });
    expect(() => readDocWith(module, 'folders/f1.json', 'f1', { ...old, formatVersion: 4 })).toThrow(AppError);
    const { title: _title, ...current } = old;
    expect(() => readDocWith(module, 'folders/f1.json', 'other', { ...current, formatVersion: 3, name: 'x', color: 'red' })).toThrow(/idMismatch/);
  });
});

describe('id remapping (strategy new)', () => {
  it('gives every resource a new id and follows it through every reference, through one table', async () => {
    const { docs } = await readDrr(drrOf(sampleDocs()), DEFAULT_ZIP_LIMITS);
    let n = 0;
    const items = planImport({ docs, strategy: 'new', org: await emptyOrg(), foreignIds: new Set(), publicVariables: [], actor: owner, newId: () => `new${++n}`, check: () => ({ failures: [], notes: [] }) });
    const idOf = new Map(items.map((item) => [item.doc.id, item.target.id]));
    expect(items.every((item) => item.action === 'create' && item.target.id.startsWith('new'))).toBe(true);
    const target = <D extends MigrationDoc>(id: string) => items.find((item) => item.doc.id === id)?.target as D;
    const view = target<ViewDoc>('v1');
    expect(view.sourceId).toBe(idOf.get('s1'));
    expect(view.variables[0]?.id).toMatch(/^new/);
    expect(target<ChartDoc>('c1').viewId).toBe(idOf.get('v1'));
    expect(target<ChartDoc>('c1').parentId).toBe(idOf.get('f1'));
    const board = target<DashboardDoc>('d1').config as { widgets: { id: string; config: { chartId: string }; interactions: { jump: { targetId: string }; linkage: { targets: { widgetId: string }[] } } }[] };
    expect(board.widgets.map((widget) => widget.config.chartId)).toEqual([idOf.get('c1'), idOf.get('c2')]);
    expect(board.widgets[0]?.interactions.jump.targetId).toBe(idOf.get('c2'));
    // Widget ids are the board's own: linkage keeps pointing at the same widget.
    expect(board.widgets[0]?.interactions.linkage.targets[0]?.widgetId).toBe('w2');
    expect(target<StoryboardDoc>('sb1').config.pages[0]?.vizId).toBe(idOf.get('d1'));
    expect(target<FolderDoc>('f1').parentId).toBeNull();
  });

  it('uses the organisation’s public variable of the same name rather than making another', async () => {
    const { docs } = await readDrr(drrOf(sampleDocs()), DEFAULT_ZIP_LIMITS);
    const plan = (strategy: 'new' | 'overwrite' | 'rollback', publicVariables: { id: string; name: string }[]) =>
      planImport({ docs, strategy, org: emptyOrgSync, foreignIds: new Set(), publicVariables, actor: owner, newId: () => 'fresh', check: () => ({ failures: [], notes: [] }) }).find((item) => item.doc.id === 'pv1');
    emptyOrgSync = await emptyOrg();
    expect(plan('new', [{ id: 'theirs', name: 'EXCLUDED_REGION' }])).toMatchObject({ action: 'reuse', target: { id: 'theirs' } });
    expect(plan('new', [])).toMatchObject({ action: 'create', target: { id: 'fresh' } });
    expect(plan('overwrite', [{ id: 'pv1', name: 'excluded_region' }])?.action).toBe('update');
    expect(plan('rollback', [{ id: 'pv1', name: 'excluded_region' }])?.action).toBe('conflict');
    // Only owners write public variables.
    const member = { ...owner, isOwner: false };
    const items = planImport({ docs, strategy: 'new', org: emptyOrgSync, foreignIds: new Set(), publicVariables: [], actor: member, newId: () => 'x', check: () => ({ failures: [], notes: [] }) });
    expect(items.find((item) => item.doc.id === 'pv1')?.action).toBe('fail');
  });

  it('keeps ids under overwrite and fails what refers to nothing', async () => {
    const docs = sampleDocs().filter((doc) => doc.kind !== 'source');
    const { docs: read } = await readDrr(drrOf(docs), DEFAULT_ZIP_LIMITS);
    const items = planImport({ docs: read, strategy: 'overwrite', org: await emptyOrg(), foreignIds: new Set(['c2']), publicVariables: [], actor: owner, newId: () => 'x', check: () => ({ failures: [], notes: [] }) });
    const byId = new Map(items.map((item) => [item.doc.id, item]));
    expect(byId.get('c1')?.target.id).toBe('c1');
    expect(byId.get('v1')?.action).toBe('fail');
    expect(byId.get('v1')?.reasons[0]?.key).toBe('migration.missingReference');
    expect(byId.get('c2')?.action).toBe('conflict');
    expect(byId.get('c2')?.reasons[0]?.key).toBe('migration.idElsewhere');
    // A board's widget showing a chart that is nowhere is noted, not failed (the board says so where it is shown).
    const { docs: boardOnly } = await readDrr(drrOf(sampleDocs().filter((doc) => doc.kind === 'dashboard' || doc.kind === 'folder')), DEFAULT_ZIP_LIMITS);
    const board = planImport({ docs: boardOnly, strategy: 'new', org: await emptyOrg(), foreignIds: new Set(), publicVariables: [], actor: owner, newId: () => `id${Math.random()}`, check: () => ({ failures: [], notes: [] }) }).find((item) => item.doc.kind === 'dashboard');
    expect(board?.action).toBe('create');
    expect(board?.reasons.map((reason) => reason.params?.id)).toEqual(['c1', 'c2']);
  });
});

describe('hostile archives', () => {
  const valid = () => drrOf(sampleDocs());

  it('refuses what is not a zip, and a zip cut off', async () => {
    expect((await refusal(Buffer.from('{"hello": "world"}'))).messageKey).toBe('migration.notAZip');
    const archive = valid();
    expect((await refusal(archive.subarray(0, archive.length - 30))).code).toBe('MIGRATION_ARCHIVE_INVALID');
    expect((await refusal(archive.subarray(0, Math.floor(archive.length / 2)))).code).toBe('MIGRATION_ARCHIVE_INVALID');
  });

  it('refuses path traversal and absolute paths, naming the entry', async () => {
    const traversal = await refusal(drrOf(sampleDocs(), [{ name: '../../etc/cron.d/x.json', data: Buffer.from('{}') }]));
    expect(traversal.messageKey).toBe('migration.unsafePath');
    expect(traversal.params.entry).toBe('../../etc/cron.d/x.json');
    expect((await refusal(drrOf(sampleDocs(), [{ name: '/etc/passwd', data: Buffer.from('x') }]))).messageKey).toBe('migration.unsafePath');
    expect((await refusal(drrOf(sampleDocs(), [{ name: 'views\\..\\x.json', data: Buffer.from('x') }]))).messageKey).toBe('migration.unsafePath');
    expect((await refusal(drrOf(sampleDocs(), [{ name: 'notes/readme.txt', data: Buffer.from('x') }]))).messageKey).toBe('migration.unknownEntry');
  });

  it('refuses a zip bomb by its ratio, an entry lying about its size, and too many entries', async () => {
    const bomb = await refusal(drrOf(sampleDocs(), [{ name: 'views/bomb.json', data: Buffer.alloc(8 * 1024 * 1024, 0x20) }]));
    expect(bomb.messageKey).toBe('migration.entryRatio');
    expect(bomb.params.entry).toBe('views/bomb.json');
    const lying = await refusal(drrOf(sampleDocs(), [{ name: 'views/lie.json', data: Buffer.from(`{"a":"${'x'.repeat(5000)}"}`), declaredSize: 10 }]));
    expect(lying.params.entry).toBe('views/lie.json');
    const many = await refusal(valid(), { ...DEFAULT_ZIP_LIMITS, maxEntries: 3 });
    expect(many.messageKey).toBe('migration.tooManyEntries');
    expect((await refusal(valid(), { ...DEFAULT_ZIP_LIMITS, maxArchiveBytes: 100 })).code).toBe('MIGRATION_ARCHIVE_TOO_LARGE');
  });

  it('refuses bad JSON, wrong types, a changed entry, an unlisted one and a missing manifest', async () => {
    const entries = drrEntries(sampleDocs(), '1');
    const zip = (change: (entry: { path: string; bytes: Buffer }) => { path: string; bytes: Buffer } | undefined, extra: { path: string; bytes: Buffer }[] = []) =>
      rawZip([...entries.map(change).filter((entry) => entry !== undefined), ...extra].map((entry) => ({ name: entry.path, data: entry.bytes })));
    const swap = (path: string, bytes: Buffer) => (entry: { path: string; bytes: Buffer }) => (entry.path === path ? { path, bytes } : entry);
    expect((await refusal(zip(swap('charts/c1.json', Buffer.from('{not json'))))).messageKey).toBe('migration.checksum');
    expect((await refusal(zip((entry) => (entry.path === 'manifest.json' ? undefined : entry)))).messageKey).toBe('migration.manifestMissing');
    expect((await refusal(zip((entry) => entry, [{ path: 'views/extra.json', bytes: Buffer.from('{}') }]))).messageKey).toBe('migration.unlisted');
    // Checksums right, content wrong: the entry's own checks speak.
    const wrongTypes = sampleDocs().map((doc) => (doc.id === 'c1' ? ({ ...doc, index: 'first' } as unknown as MigrationDoc) : doc));
    const typed = await refusal(drrOf(wrongTypes));
    expect(typed.messageKey).toBe('migration.invalidEntry');
    expect(typed.params.entry).toBe('charts/c1.json');
    const notJson = drrEntries(sampleDocs(), '1');
    const manifest = JSON.parse(String(notJson[0]?.bytes)) as { entries: { path: string; sha256: string; size: number }[] };
    const broken = Buffer.from('{"kind": "chart",');
    const { createHash } = await import('node:crypto');
    manifest.entries = manifest.entries.map((entry) => (entry.path === 'charts/c1.json' ? { ...entry, size: broken.length, sha256: createHash('sha256').update(broken).digest('hex') } : entry));
    const archive = rawZip(notJson.map((entry) => ({ name: entry.path, data: entry.path === 'manifest.json' ? Buffer.from(JSON.stringify(manifest)) : entry.path === 'charts/c1.json' ? broken : entry.bytes })));
    const parse = await refusal(archive);
    expect(parse.messageKey).toBe('migration.notJson');
    expect(parse.params.entry).toBe('charts/c1.json');
  });

  it('refuses table data that belongs to no file source of the archive', async () => {
    const stray = await refusal(drrOf(sampleDocs(), [{ name: 'files/s1/orders.parquet', data: Buffer.from('PAR1') }]));
    expect(stray.code).toBe('MIGRATION_ARCHIVE_INVALID');
    // Listed in the manifest or not, a table of a PostgreSQL source (s1) is not a file source's.
    expect(['migration.unlisted', 'migration.unknownEntry']).toContain(stray.messageKey);
    const named = await refusal(drrOf(sampleDocs(), [{ name: 'files/s1/../../x.parquet', data: Buffer.from('PAR1') }]));
    expect(named.messageKey).toBe('migration.unsafePath');
    const { drrEntries: entriesOf } = await import('./drrArchive');
    const listed = rawZip(entriesOf(sampleDocs(), '1', new Map([['s1', [{ table: 'orders', bytes: Buffer.from('PAR1') }]]])).map((entry) => ({ name: entry.path, data: entry.bytes })));
    const unknown = await refusal(listed);
    expect(unknown.messageKey).toBe('migration.unknownEntry');
    expect(unknown.params.entry).toBe('files/s1/orders.parquet');
  });

  it('refuses a newer format version and a foreign file clearly', async () => {
    const newer = sampleDocs().map((doc) => (doc.id === 'v1' ? ({ ...doc, formatVersion: 99 } as unknown as MigrationDoc) : doc));
    const error = await refusal(drrOf(newer));
    expect(error.code).toBe('MIGRATION_VERSION_UNSUPPORTED');
    expect(error.params).toMatchObject({ entry: 'views/v1.json', version: 99 });
    const entries = drrEntries(sampleDocs(), '1').map((entry) => ({ name: entry.path, data: entry.bytes }));
    const manifest = JSON.parse(String(entries[0]?.data)) as Record<string, unknown>;
    const newerArchive = rawZip([{ name: 'manifest.json', data: Buffer.from(JSON.stringify({ ...manifest, formatVersion: 2 })) }, ...entries.slice(1)]);
    expect((await refusal(newerArchive)).code).toBe('MIGRATION_VERSION_UNSUPPORTED');
    const foreign = rawZip([{ name: 'manifest.json', data: Buffer.from(JSON.stringify({ ...manifest, format: 'datart' })) }, ...entries.slice(1)]);
    expect((await refusal(foreign)).messageKey).toBe('migration.foreign');
  });
});
