import type { FastifyRequest } from 'fastify';
import { AppError } from '@redbi/shared/errors';

/** The bytes of the one file of a multipart upload (field "file"), refused over `maxBytes`. */
export async function uploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: maxBytes } });
  if (!file) throw new AppError('FILE_REQUIRED');
  return file.toBuffer();
}
