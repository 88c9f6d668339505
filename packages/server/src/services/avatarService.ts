import { AppError } from '@redbi/shared/errors';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServiceContext } from './serviceContext';
import { mimeOfExtension, sniffImageType } from './imageType';

/**
 * Avatar images of users and organisations, kept under `<dataDir>/avatars`, named at random so that a new
 * upload is a new URL (served as immutable).
 */
export function createAvatarService(ctx: ServiceContext) {
  const dir = join(ctx.config.dataDir, 'avatars');

  return {
    /** Stores an image (PNG, JPEG, GIF or WebP, recognised by its bytes) and returns its file name. */
    async store(bytes: Uint8Array): Promise<string> {
      const type = sniffImageType(bytes);
      if (!type) throw new AppError('UNSUPPORTED_IMAGE');
      const fileName = `${ctx.newId()}.${type.extension}`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, fileName), bytes);
      return fileName;
    },

    remove: async (fileName: string | null): Promise<void> => {
      if (fileName) await rm(join(dir, fileName), { force: true });
    },

    /** `fileName` is validated by the route's pattern (no path separators). */
    async read(fileName: string): Promise<{ bytes: Buffer; mime: string }> {
      const mime = mimeOfExtension(fileName.slice(fileName.lastIndexOf('.') + 1));
      try {
        if (!mime) throw new Error('unknown type');
        return { bytes: await readFile(join(dir, fileName)), mime };
      } catch {
        throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
      }
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
