import { AppError } from '@redbi/shared/errors';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** What a zip may hold before it is refused (an upload is refused over `maxArchiveBytes` before it is read). */
export interface ZipLimits {
  maxArchiveBytes: number;
  maxEntries: number;
  /** Unpacked bytes of one entry. */
  maxEntryBytes: number;
  /** Unpacked bytes of all entries together. */
  maxTotalBytes: number;
  /** Unpacked / packed size above which an entry larger than `ratioFloorBytes` is taken for a zip bomb. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxArchiveBytes: 50 * 1024 * 1024,
  maxEntries: 10_000,
  maxEntryBytes: 16 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 256 * 1024,
};

const refused = (messageKey: string, params: Record<string, string | number> = {}) =>
  new AppError('MIGRATION_ARCHIVE_INVALID', { messageKey: `migration.${messageKey}`, params });

/** yauzl's refusals of a file name carry the name after the colon. */
const UNSAFE_NAME = /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/;

/** An unsafe name: absolute (also a drive letter), a backslash, or a `..` segment. */
export const unsafePath = (name: string): boolean =>
  name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\') || name.includes('\0') || name.split('/').some((segment) => segment === '..');

function asRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unsafe = UNSAFE_NAME.exec(message);
  if (unsafe) return refused('unsafePath', { entry: unsafe[2] as string });
  if (/end of central directory record signature not found/i.test(message)) return refused('notAZip');
  return refused('damaged', { reason: message });
}

const openZip = (buffer: Buffer): Promise<ZipFile> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(asRefusal(error)) : resolve(zip),
    );
  });

function readEntry(zip: ZipFile, entry: Entry, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(asRefusal(error));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // yauzl checks the declared size too; this also holds for a stream that lies past it.
        if (size > max || size > entry.uncompressedSize) {
          stream.destroy();
          reject(refused('entrySize', { entry: entry.fileName }));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', (streamError: Error) =>
        reject(/too many bytes|too few bytes|expected/.test(streamError.message) ? refused('entrySize', { entry: entry.fileName }) : asRefusal(streamError)),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * The entries of a zip held in memory, by name, refused with a 4xx naming the entry when the archive is not
 * a zip, damaged or cut off, holds too many entries, an unsafe or unexpected name (`accept`), a name twice,
 * an encrypted entry, one that unpacks larger than allowed or than it says, or one packed suspiciously well
 * (a zip bomb). Sizes are checked from the central directory before anything is unpacked, and again while
 * unpacking.
 */
export async function readZipEntries(
  buffer: Buffer,
  limits: ZipLimits,
  accept: (name: string) => boolean,
  /** The unpacked size allowed for an entry, when it is not `limits.maxEntryBytes` (data files). */
  entryLimit: (name: string) => number = () => limits.maxEntryBytes,
): Promise<Map<string, Buffer>> {
  if (buffer.length > limits.maxArchiveBytes) throw new AppError('MIGRATION_ARCHIVE_TOO_LARGE', { params: { max: limits.maxArchiveBytes } });
  const zip = await openZip(buffer);
  // An error between two reads must not go unheard (an 'error' event without a listener throws).
  zip.on('error', () => undefined);
  try {
    if (zip.entryCount > limits.maxEntries) throw refused('tooManyEntries', { max: limits.maxEntries });
    const entries = new Map<string, Buffer>();
    let total = 0;
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) return entries;
      const name = entry.fileName;
      if (unsafePath(name)) throw refused('unsafePath', { entry: name });
      if (!accept(name)) throw refused('unknownEntry', { entry: name });
      if (entries.has(name)) throw refused('duplicateEntry', { entry: name });
      if (entry.isEncrypted()) throw refused('damaged', { reason: `${name} is encrypted` });
      const max = entryLimit(name);
      if (entry.uncompressedSize > max) throw refused('entryTooLarge', { entry: name, max });
      if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)) {
        throw refused('entryRatio', { entry: name, ratio: limits.maxRatio });
      }
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) throw refused('tooLargeUnpacked', { max: limits.maxTotalBytes });
      entries.set(name, await readEntry(zip, entry, max));
    }
  } finally {
    zip.close();
  }
}

function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.removeListener('entry', onEntry);
      zip.removeListener('end', onEnd);
      zip.removeListener('error', onError);
    };
    const onEntry = (entry: Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(undefined);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(asRefusal(error));
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}
