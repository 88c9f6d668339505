import { DRR_FORMAT, DRR_FORMAT_VERSION, DrrManifestSchema, migrationKinds, type DrrManifest, type MigrationDoc, type SourceDoc } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { createHash } from 'node:crypto';
import { ZipFile } from 'yazl';
import { fileTableOfPath, fileTablePath, type FileTable } from './fileTables';
import { docPath, kindOfPath, readDoc } from './resources';
import { stableJson } from './stableJson';
import { readZipEntries, type ZipLimits } from './zipReader';

export const MANIFEST = 'manifest.json';

/**
 * Every entry's time: fixed, so that two exports of the same content are byte-identical. Built from local
 * fields because the zip's DOS time is local time (and the extended UTC field is left out).
 */
const ENTRY_TIME = new Date(2000, 0, 1, 0, 0, 0);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Archive order: by kind (dependencies first), then by id. */
export function sortDocs(docs: readonly MigrationDoc[]): MigrationDoc[] {
  const rank = (doc: MigrationDoc) => migrationKinds.indexOf(doc.kind);
  return [...docs].sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The tables of file sources an archive carries, by source id. */
export type FileData = ReadonlyMap<string, readonly FileTable[]>;

/**
 * The manifest and the entries of an archive of `docs` (and, when `fileData` is given, the tables of its
 * file sources), each as the bytes written.
 */
export function drrEntries(docs: readonly MigrationDoc[], productVersion: string, fileData?: FileData): { path: string; bytes: Buffer }[] {
  const tables = [...(fileData ?? new Map<string, readonly FileTable[]>())]
    .flatMap(([sourceId, list]) => list.map(({ table, bytes }) => ({ path: fileTablePath(sourceId, table), bytes })))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const files = [...sortDocs(docs).map((doc) => ({ path: docPath(doc), bytes: Buffer.from(stableJson(doc)) })), ...tables];
  const counts = Object.fromEntries(migrationKinds.map((kind) => [kind, docs.filter((doc) => doc.kind === kind).length]));
  const manifest: DrrManifest = {
    format: DRR_FORMAT,
    formatVersion: DRR_FORMAT_VERSION,
    productVersion,
    counts,
    entries: files.map((file) => ({ path: file.path, sha256: sha256(file.bytes), size: file.bytes.length })),
    secrets: docs
      .filter((doc): doc is SourceDoc => doc.kind === 'source' && doc.secrets.length > 0)
      .map((doc) => ({ sourceId: doc.id, name: doc.name, fields: doc.secrets })),
    fileData: fileData !== undefined,
  };
  return [{ path: MANIFEST, bytes: Buffer.from(stableJson(manifest)) }, ...files];
}

/** A `.drr` file: a zip of the manifest and one pretty-printed JSON file per resource, byte-stable. */
export function writeDrr(docs: readonly MigrationDoc[], productVersion: string, fileData?: FileData): Promise<Buffer> {
  const zip = new ZipFile();
  for (const { path, bytes } of drrEntries(docs, productVersion, fileData)) {
    zip.addBuffer(bytes, path, { mtime: ENTRY_TIME, mode: 0o100644, compress: true, forceDosTimestamp: true });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const refused = (messageKey: string, params: Record<string, string | number> = {}) =>
  new AppError('MIGRATION_ARCHIVE_INVALID', { messageKey: `migration.${messageKey}`, params });

function parseJson(entry: string, bytes: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw refused('notJson', { entry });
  }
}

function readManifest(entries: Map<string, Buffer>): DrrManifest {
  const bytes = entries.get(MANIFEST);
  if (!bytes) throw refused('manifestMissing');
  const raw = parseJson(MANIFEST, bytes) as Record<string, unknown> | null;
  if (typeof raw !== 'object' || raw === null || raw.format !== DRR_FORMAT) throw refused('foreign');
  if (typeof raw.formatVersion === 'number' && raw.formatVersion > DRR_FORMAT_VERSION) {
    throw new AppError('MIGRATION_VERSION_UNSUPPORTED', { params: { entry: MANIFEST, version: raw.formatVersion, supported: DRR_FORMAT_VERSION } });
  }
  const parsed = DrrManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');
    throw refused('invalidEntry', { entry: MANIFEST, details });
  }
  return parsed.data;
}

/**
 * A `.drr` file read and checked whole before anything is written: the zip's safety (zipReader), the
 * manifest's format and version, every entry listed with a matching checksum and none unlisted, every
 * document parsed, migrated from an older format version and checked by its kind's schema.
 */
export async function readDrr(buffer: Buffer, limits: ZipLimits): Promise<{ manifest: DrrManifest; docs: MigrationDoc[]; fileData: Map<string, FileTable[]> }> {
  const entries = await readZipEntries(
    buffer,
    limits,
    (name) => name === MANIFEST || kindOfPath(name) !== undefined || fileTableOfPath(name) !== undefined,
    // A table's data may be as large as the archive allows unpacked in all.
    (name) => (fileTableOfPath(name) ? limits.maxTotalBytes : limits.maxEntryBytes),
  );
  const manifest = readManifest(entries);
  const listed = new Set<string>();
  for (const item of manifest.entries) {
    const bytes = entries.get(item.path);
    if (!bytes) throw refused('missingEntry', { entry: item.path });
    if (bytes.length !== item.size || sha256(bytes) !== item.sha256) throw refused('checksum', { entry: item.path });
    listed.add(item.path);
  }
  const docs: MigrationDoc[] = [];
  const tables: { path: string; sourceId: string; table: string; bytes: Buffer }[] = [];
  for (const [path, bytes] of entries) {
    if (path === MANIFEST) continue;
    if (!listed.has(path)) throw refused('unlisted', { entry: path });
    const table = fileTableOfPath(path);
    if (table) {
      tables.push({ path, ...table, bytes });
      continue;
    }
    const { kind, id } = kindOfPath(path) as NonNullable<ReturnType<typeof kindOfPath>>;
    docs.push(readDoc(path, kind, id, parseJson(path, bytes)));
  }
  // Table data belongs to a file source of the archive.
  const fileSources = new Set(docs.filter((doc) => doc.kind === 'source' && doc.type === 'file').map((doc) => doc.id));
  const fileData = new Map<string, FileTable[]>();
  for (const { path, sourceId, table, bytes } of tables) {
    if (!fileSources.has(sourceId)) throw refused('unknownEntry', { entry: path });
    fileData.set(sourceId, [...(fileData.get(sourceId) ?? []), { table, bytes }]);
  }
  return { manifest, docs: sortDocs(docs), fileData };
}
