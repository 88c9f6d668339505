import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { nextIndex } from '@redbi/shared/tree';
import { isoNow, type ServiceContext } from '../serviceContext';
import type { FileSources } from './fileSources';
import { sealConfig } from './sourceConfig';

const SAMPLE_NAME = 'Sample: Chinook';

/**
 * The sample source of a fresh install (spec: the embedded default has data to chart at once): the
 * Chinook music store (MIT licence), loaded from the CSV files bundled with the server into a file source
 * of the first organisation. Switch off with SAMPLE_SOURCE=false.
 */
export function createSampleSource(ctx: ServiceContext, files: FileSources) {
  return async function addSampleSource(orgId: string, ownerId: string): Promise<string | undefined> {
    const dir = ctx.config.sampleDataDir && join(ctx.config.sampleDataDir, 'chinook');
    if (!dir) return undefined;
    const csvFiles = (await readdir(dir)).filter((file) => file.endsWith('.csv')).sort();
    const licence = await readFile(join(dir, 'LICENSE.md'), 'utf8');
    const id = ctx.newId();
    const now = isoNow(ctx);
    const siblings = (await ctx.store.sources.listForOrg(orgId)).filter((row) => row.parent_id === null);
    await ctx.store.sources.insert({
      id,
      org_id: orgId,
      parent_id: null,
      name: SAMPLE_NAME,
      description: `Chinook 1.4.5, a digital media store (artists, albums, tracks, customers, invoices). ${licence.split('\n')[0]?.replace(/^#\s*/, '')}: MIT licence, © Luis Rocha.`,
      is_folder: 0,
      type: 'file',
      config: sealConfig('file', {}, ctx.secrets),
      account_privileges: '[]',
      index: nextIndex(siblings.map((row) => ({ id: row.id, parentId: null, name: row.name, index: row.index, isFolder: row.is_folder === 1 }))),
      archived: 0,
      created_by: ownerId,
      created_at: now,
      updated_at: now,
    });
    for (const file of csvFiles) {
      await files.importInferred(id, { path: join(dir, file), format: 'csv' }, basename(file, '.csv'));
    }
    return id;
  };
}

export type AddSampleSource = ReturnType<typeof createSampleSource>;
