import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { FileNames } from '../data/exportNames';

/** Writes `entries` (made pictures, already in memory) to a zip at `file`, their names made unique and safe. */
export async function zipOf(file: string, entries: readonly { name: string; bytes: Buffer }[]): Promise<void> {
  const zip = new yazl.ZipFile();
  const names = new FileNames('png');
  for (const { name, bytes } of entries) zip.addBuffer(bytes, names.next(name.replace(/\.png$/, '')), { compress: false });
  zip.end();
  await pipeline(zip.outputStream as unknown as Readable, createWriteStream(file));
}
