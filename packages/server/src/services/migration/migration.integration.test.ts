import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, multipartFile } from '../../testing/testApp';
import { postgresWith, type FixtureDatabase } from '../query/queryFixtures';
import { drrOf, sampleDocs } from './migrationTestKit';
import { entryTexts, ORDERS_SQL, seedSample, startMigrationApp, type MigrationApp } from './migrationWorld';

type Report = { ok: boolean; counts: Record<string, number>; items: { kind: string; id: string; name: string; targetId: string; action: string; reasons: string[] }[] };

/** Every id in a text replaced by the id it stands for. */
const normalise = (text: string, ids: ReadonlyMap<string, string>) => [...ids].reduce((result, [from, to]) => result.split(from).join(to), text);
/** A manifest without its checksums, entries in path order (the archive orders them by id, which differs under strategy new). */
const withoutChecksums = (text: string, path: string) => {
  if (path !== 'manifest.json') return text;
  const manifest = JSON.parse(text) as { entries: { path: string; sha256?: string }[] };
  return JSON.stringify({ ...manifest, entries: manifest.entries.map(({ sha256: _sha, ...entry }) => entry).sort((a, b) => a.path.localeCompare(b.path)) }, null, 2);
};

describe.each(backends)('resource migration on %s', (backend) => {
  let warehouse: FixtureDatabase;
  let origin: MigrationApp;
  let fresh: MigrationApp;
  let sample: Awaited<ReturnType<typeof seedSample>>;
  let archive: Buffer;
  const selection = () => ({ vizs: [sample.folder.id], storyboards: [sample.storyboard.id] });

  beforeAll(async () => {
    warehouse = await postgresWith(ORDERS_SQL);
    [origin, fresh] = await Promise.all([startMigrationApp(backend), startMigrationApp(backend)]);
    sample = await seedSample(origin.api, warehouse.config);
    const exported = await origin.exportDrr(origin.api.orgId, selection());
    expect(exported.status, String(exported.raw)).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    archive = exported.raw;
  }, 120_000);

  afterAll(async () => {
    await origin?.close();
    await fresh?.close();
    await warehouse?.drop();
  });

  it('previews the dependencies an export adds, and the secrets the import will ask for', async () => {
    const preview = await origin.api.owner('POST', '/migration/export/preview', selection());
    const items = preview.items as { kind: string; id: string; added: boolean }[];
    expect(items.map((item) => [item.kind, item.id, item.added])).toEqual([
      ['folder', sample.folder.id, false],
      ['source', sample.source.id, true],
      ['variable', sample.publicVariable.id, true],
      ['view', sample.view.id, true],
      ...[sample.byRegion.id, sample.detail.id].sort().map((id) => ['chart', id, false]),
      ['dashboard', sample.dashboard.id, false],
      ['storyboard', sample.storyboard.id, false],
    ]);
    expect(preview.secrets).toEqual([{ sourceId: sample.source.id, name: 'Warehouse', fields: ['password'] }]);
  });

  it('exports byte-identical files of the same content, readable JSON without secrets', async () => {
    const again = await origin.exportDrr(origin.api.orgId, selection());
    expect(again.raw.equals(archive)).toBe(true);
    const texts = await entryTexts(archive);
    expect([...texts.keys()].sort()).toContain(`views/${sample.view.id}.json`);
    const all = [...texts.values()].join('\n');
    expect(all).not.toContain('sample-secret');
    const source = JSON.parse(texts.get(`sources/${sample.source.id}.json`) ?? '{}') as { config: Record<string, unknown>; secrets: string[] };
    expect(source.secrets).toEqual(['password']);
    expect(source.config.password).toBeUndefined();
    const manifest = JSON.parse(texts.get('manifest.json') ?? '{}') as { format: string; counts: Record<string, number>; entries: unknown[] };
    expect(manifest).toMatchObject({ format: 'redbi-resources', counts: { folder: 1, source: 1, variable: 1, view: 1, chart: 2, dashboard: 1, storyboard: 1 } });
    expect(manifest.entries).toHaveLength(8);
  });

  it('imports under strategy new into a fresh organisation: new ids everywhere, the same content', async () => {
    const created = await origin.test.call('POST', '/orgs', { token: origin.api.token, body: { name: 'Copy' } });
    const orgId = (created.body.data as { id: string }).id;
    const dry = await origin.importDrr(orgId, archive, 'strategy=new&dryRun=true');
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const dryReport = dry.body.data as Report;
    expect(dryReport.ok).toBe(true);
    expect(dryReport.counts).toEqual({ create: 8, update: 0, reuse: 0, conflict: 0, fail: 0 });
    expect(dryReport.items.find((item) => item.kind === 'source')?.reasons.join()).toContain('password');
    const before = await origin.counts();
    expect((await origin.importDrr(orgId, archive, 'strategy=new&dryRun=true')).status).toBe(200);
    expect(await origin.counts()).toEqual(before);

    const imported = await origin.importDrr(orgId, archive, 'strategy=new', { [sample.source.id]: { password: 'typed-again' } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const report = imported.body.data as Report;
    expect(report.ok).toBe(true);
    expect(report.items.every((item) => item.action === 'create' && item.targetId !== item.id)).toBe(true);
    const newIds = new Map(report.items.map((item) => [item.targetId, item.id]));
    const target = (id: string) => report.items.find((item) => item.id === id)?.targetId as string;

    // The secret typed with the upload is stored (sealed) with the new source; a dry run without it noted it.
    const copied = await origin.test.call('GET', `/orgs/${orgId}/sources/${target(sample.source.id)}`, { token: origin.api.token });
    expect((copied.body.data as { secretsSet: string[] }).secretsSet).toEqual(['password']);
    const unreadable = await origin.importDrr(orgId, archive, 'strategy=new&dryRun=true', 'not json');
    expect(unreadable.status).toBe(400);
    // The copy works: its chart reads the warehouse through the imported source (with the password typed).
    const data = await origin.test.call('POST', `/orgs/${orgId}/charts/${target(sample.byRegion.id)}/data`, { token: origin.api.token, body: {} });
    expect(data.status, JSON.stringify(data.body)).toBe(200);

    const again = await origin.exportDrr(orgId, { vizs: [target(sample.folder.id)], storyboards: [target(sample.storyboard.id)] });
    expect(again.status).toBe(200);
    const original = await entryTexts(archive);
    const copy = await entryTexts(again.raw);
    // View variables get new ids too: map them back by their place in the view.
    const viewOf = (texts: Map<string, string>, id: string) => JSON.parse(texts.get(`views/${id}.json`) ?? '{}') as { variables: { id: string }[] };
    viewOf(copy, target(sample.view.id)).variables.forEach((variable, index) => newIds.set(variable.id, viewOf(original, sample.view.id).variables[index]?.id ?? ''));
    const normalised = new Map([...copy].map(([path, text]) => [normalise(path, newIds), withoutChecksums(normalise(text, newIds), path)]));
    expect([...normalised.keys()].sort()).toEqual([...original.keys()].sort());
    for (const [path, text] of original) expect(normalised.get(path), path).toBe(withoutChecksums(text, path));
  });

  it('copies into the same organisation under new, renaming what is taken; overwrite there updates in place', async () => {
    const dry = await origin.importDrr(origin.api.orgId, archive, 'strategy=new&dryRun=true');
    const report = dry.body.data as Report;
    expect(report.ok).toBe(true);
    const byId = new Map(report.items.map((item) => [item.id, item]));
    expect(byId.get(sample.source.id)?.name).toBe('Warehouse (2)');
    expect(byId.get(sample.source.id)?.reasons.join()).toContain('renamed to "Warehouse (2)"');
    expect(byId.get(sample.view.id)?.name).toBe('Orders (2)');
    expect(byId.get(sample.folder.id)?.name).toBe('Sales (2)');
    expect(byId.get(sample.storyboard.id)?.name).toBe('Review (2)');
    // Inside the new folder nothing clashes.
    expect(byId.get(sample.byRegion.id)?.name).toBe('By region');
    // The organisation's public variable of that name is used as it is.
    expect(byId.get(sample.publicVariable.id)).toMatchObject({ action: 'reuse', targetId: sample.publicVariable.id });
    const overwrite = await origin.importDrr(origin.api.orgId, archive, 'strategy=overwrite&dryRun=true');
    expect((overwrite.body.data as Report).counts).toEqual({ create: 0, update: 8, reuse: 0, conflict: 0, fail: 0 });
  });

  it('imports under rollback into a fresh store with the same ids, byte-identical on export; then overwrite updates them', async () => {
    const orgId = fresh.api.orgId;
    const imported = await fresh.importDrr(orgId, archive, 'strategy=rollback', { [sample.source.id]: { password: 'sample-secret' } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((imported.body.data as Report).items.every((item) => item.action === 'create' && item.targetId === item.id)).toBe(true);
    const exported = await fresh.exportDrr(orgId, selection());
    expect(exported.raw.equals(archive)).toBe(true);

    const overwritten = await fresh.importDrr(orgId, archive, 'strategy=overwrite');
    expect(overwritten.status, JSON.stringify(overwritten.body)).toBe(200);
    expect((overwritten.body.data as Report).counts).toEqual({ create: 0, update: 8, reuse: 0, conflict: 0, fail: 0 });
    expect((await fresh.exportDrr(orgId, selection())).raw.equals(archive)).toBe(true);
    // The stored password was kept (the same server, the same account).
    const data = await fresh.test.call('POST', `/orgs/${orgId}/charts/${sample.byRegion.id}/data`, { token: fresh.api.token, body: {} });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
  });

  it('rolls back a whole import when an id exists, leaving every table as it was', async () => {
    const before = await fresh.counts();
    const refused = await fresh.importDrr(fresh.api.orgId, archive, 'strategy=rollback');
    expect(refused.status).toBe(409);
    expect(refused.body.errCode).toBe('MIGRATION_IMPORT_REFUSED');
    expect(refused.body.message).toContain('its id exists already');
    expect(await fresh.counts()).toEqual(before);
    // The same archive into another organisation of the store: the ids belong to the first one.
    const other = await origin.importDrr(origin.api.orgId, archive, 'strategy=rollback&dryRun=true');
    expect((other.body.data as Report).items.every((item) => item.action === 'conflict')).toBe(true);
  });

  it('leaves nothing behind when a fault strikes half-way through the writes', async () => {
    const created = await fresh.test.call('POST', '/orgs', { token: fresh.api.token, body: { name: 'Faulty' } });
    const orgId = (created.body.data as { id: string }).id;
    for (const faultAfterWrites of [0, 5, 9]) {
      const before = await fresh.counts();
      const { service, close } = await fresh.importService({ faultAfterWrites });
      try {
        const userId = (await fresh.test.call('GET', '/users', { token: fresh.api.token })).body.data as { id: string };
        await expect(service.import(orgId, userId.id, archive, { strategy: 'new', dryRun: false, secrets: {} })).rejects.toThrow(/fault injected/);
      } finally {
        await close();
      }
      expect(await fresh.counts()).toEqual(before);
    }
    // The same import without the fault writes its 10 rows (so the faults above struck in the middle of them).
    const untouched = await fresh.counts();
    const { service, close } = await fresh.importService({ faultAfterWrites: 10 });
    try {
      const user = (await fresh.test.call('GET', '/users', { token: fresh.api.token })).body.data as { id: string };
      const result = await service.import(orgId, user.id, archive, { strategy: 'new', dryRun: false, secrets: {} });
      expect(result.ok).toBe(true);
    } finally {
      await close();
    }
    const after = await fresh.counts();
    expect([after.vizs, after.views, after.sources, after.variables, after.storyboards, after.dashboard_refs]).toEqual([
      (untouched.vizs ?? 0) + 4,
      (untouched.views ?? 0) + 1,
      (untouched.sources ?? 0) + 1,
      (untouched.variables ?? 0) + 2,
      (untouched.storyboards ?? 0) + 1,
      (untouched.dashboard_refs ?? 0) + 2,
    ]);
  });

  it('refuses hostile archives with a 4xx naming the entry, and changes nothing', async () => {
    const before = await fresh.counts();
    const cases: [Buffer, number, RegExp][] = [
      [Buffer.from('not a zip at all'), 400, /not a \.drr archive/],
      [archive.subarray(0, archive.length - 40), 400, /archive/],
      [drrOf(sampleDocs(), [{ name: '../evil.json', data: Buffer.from('{}') }]), 400, /\.\.\/evil\.json/],
      [drrOf(sampleDocs(), [{ name: 'views/bomb.json', data: Buffer.alloc(4 * 1024 * 1024, 0x20) }]), 400, /views\/bomb\.json/],
      [drrOf(sampleDocs().map((doc) => (doc.id === 'c1' ? { ...doc, viewId: 42 } : doc)) as never), 400, /charts\/c1\.json/],
      [drrOf(sampleDocs().map((doc) => (doc.id === 'd1' ? { ...doc, formatVersion: 7 } : doc)) as never), 400, /dashboards\/d1\.json.*7/],
    ];
    for (const [bytes, status, message] of cases) {
      const answer = await fresh.importDrr(fresh.api.orgId, bytes, 'strategy=new');
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    const zh = await fresh.test.call('POST', `/orgs/${fresh.api.orgId}/migration/import?strategy=new`, {
      token: fresh.api.token,
      lang: 'zh-CN',
      ...(await import('../../testing/testApp')).multipartFile(Buffer.from('nope'), 'x.drr', 'application/zip'),
    });
    expect(zh.body.message).toContain('不是 .drr 归档');
    expect(await fresh.counts()).toEqual(before);
  });

  it('carries the tables of file sources when asked, and loads them into the imported source', async () => {
    const files = await origin.api.createSource('Uploads', 'file', {});
    const upload = await origin.test.call('POST', `/orgs/${origin.api.orgId}/sources/${files.id}/uploads`, {
      token: origin.api.token,
      ...multipartFile(Buffer.from('a,b\n1,x\n2,y\n3,z\n'), 'sales.csv', 'text/csv'),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const uploadId = (upload.body.data as { uploadId: string }).uploadId;
    await origin.api.owner('POST', `/sources/${files.id}/tables`, {
      uploadId,
      table: 'sales',
      mode: 'create',
      columns: [
        { source: 'a', name: 'a', type: 'integer' },
        { source: 'b', name: 'b', type: 'text' },
      ],
    });
    const withData = await origin.exportDrr(origin.api.orgId, { sources: [files.id], includeFileData: true } as never);
    expect(withData.status, String(withData.raw)).toBe(200);
    const texts = await entryTexts(withData.raw);
    expect([...texts.keys()]).toEqual(['manifest.json', `sources/${files.id}.json`, `files/${files.id}/sales.parquet`]);
    expect(JSON.parse(texts.get('manifest.json') ?? '{}')).toMatchObject({ fileData: true });
    expect((await origin.exportDrr(origin.api.orgId, { sources: [files.id], includeFileData: true } as never)).raw.equals(withData.raw)).toBe(true);

    const created = await origin.test.call('POST', '/orgs', { token: origin.api.token, body: { name: 'With files' } });
    const orgId = (created.body.data as { id: string }).id;
    const imported = await origin.importDrr(orgId, withData.raw, 'strategy=new');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const newId = (imported.body.data as Report).items[0]?.targetId;
    const source = await origin.test.call('GET', `/orgs/${orgId}/sources/${newId}`, { token: origin.api.token });
    expect((source.body.data as { tables: unknown[] }).tables).toEqual([{ name: 'sales', rowCount: 3 }]);
    // Without the option the source comes empty.
    const plain = await origin.exportDrr(origin.api.orgId, { sources: [files.id] });
    expect([...(await entryTexts(plain.raw)).keys()]).toEqual(['manifest.json', `sources/${files.id}.json`]);
  });

  it('holds what it imports to the checks a save by hand passes (dry run names each failure)', async () => {
    const docs = sampleDocs().map((doc) => {
      if (doc.id === 'c1') return { ...doc, config: { ...(doc as { config: object }).config, chartType: 'no-such-chart' } };
      if (doc.id === 'v1') return { ...doc, script: "SELECT pg_read_file('/etc/passwd') AS region, 1 AS amount" };
      return doc;
    });
    const sqliteSource = { kind: 'source', formatVersion: 1, id: 's2', parentId: null, name: 'Local', description: '', index: 1, type: 'sqlite', config: { file: '../../redbi.db' }, secrets: [] };
    const privateChart = {
      kind: 'dashboard', formatVersion: 1, id: 'd2', parentId: null, name: 'Private', description: '', index: 2, status: 'unpublished',
      config: { layout: 'auto', widgets: [{ id: 'w1', name: 'widget_1', type: 'privateChart', config: { viewId: 'v1', chart: { chartType: 'no-such-chart' } } }] },
    };
    const dry = await fresh.importDrr(fresh.api.orgId, drrOf([...docs, sqliteSource, privateChart] as never), 'strategy=new&dryRun=true');
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const byId = new Map((dry.body.data as Report).items.map((item) => [item.id, item]));
    expect(byId.get('c1')?.action).toBe('fail');
    expect(byId.get('v1')?.action).toBe('fail');
    expect(byId.get('s2')?.action).toBe('fail');
    expect(byId.get('s2')?.reasons.join()).toMatch(/its settings are invalid: The database file must be under \/\S+ on the server/);
    expect(byId.get('v1')?.reasons.join()).toContain('pg_read_file');
    expect(byId.get('c1')?.reasons.join()).toContain('There is no chart type "no-such-chart"');
    expect(byId.get('d2')?.action).toBe('fail');
    expect(byId.get('c2')?.action).toBe('create');
    expect((dry.body.data as Report).ok).toBe(false);
  });

  it('lets a member export and import only what they manage', async () => {
    const member = await origin.api.member(`mia_${backend}`);
    await origin.api.grant({ type: 'user', id: member.id }, { modules: { viz: true, view: true, source: true }, grants: [{ resourceType: 'viz', resourceId: sample.folder.id, privileges: ['view'] }] });
    expect((await origin.exportDrr(origin.api.orgId, selection(), member.token)).status).toBe(403);
    expect((await origin.exportDrr(origin.api.orgId, { views: [sample.view.id] }, member.token)).status).toBe(404);
    const dry = await origin.importDrr(origin.api.orgId, archive, 'strategy=new&dryRun=true', undefined, member.token);
    expect(dry.status).toBe(200);
    // What goes to the top of a tree fails (no Manage there); what goes into the new folder would be theirs.
    const actions = new Map((dry.body.data as Report).items.map((item) => [item.id, item.action]));
    for (const id of [sample.folder.id, sample.source.id, sample.view.id, sample.storyboard.id]) expect(actions.get(id), id).toBe('fail');
    expect(actions.get(sample.publicVariable.id)).toBe('reuse');
    expect((dry.body.data as Report).ok).toBe(false);
    const before = await origin.counts();
    const refused = await origin.importDrr(origin.api.orgId, archive, 'strategy=new', undefined, member.token);
    expect(refused.status).toBe(403);
    expect(await origin.counts()).toEqual(before);
    // With Manage on the folder and everything it needs, the member may export it.
    await origin.api.grant(
      { type: 'user', id: member.id },
      {
        grants: [
          { resourceType: 'viz', resourceId: sample.folder.id, privileges: ['manage'] },
          { resourceType: 'storyboard', resourceId: sample.storyboard.id, privileges: ['manage'] },
          { resourceType: 'view', resourceId: sample.view.id, privileges: ['manage'] },
          { resourceType: 'source', resourceId: sample.source.id, privileges: ['manage'] },
        ],
      },
    );
    const allowed = await origin.exportDrr(origin.api.orgId, selection(), member.token);
    expect(allowed.status, String(allowed.raw)).toBe(200);
    expect(allowed.raw.equals(archive)).toBe(true);
  });
});
