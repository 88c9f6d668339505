import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError } from '@redbi/shared/errors';

/**
 * What reading a multipart body threw, as the client's answer. The plugin's own refusals (a file over its
 * limit, a request that is not multipart, too many parts) carry a FST_ code the error handler answers;
 * anything else the parser or the file's stream throws means the body could not be read to its end — cut
 * off, a wrong, missing or overlong boundary, part headers broken off: 400 UPLOAD_MALFORMED, never a 500.
 */
function uploadFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('FST_') && code !== 'FST_MP_PREMATURE_CLOSE') return error;
  return new AppError('UPLOAD_MALFORMED');
}

export interface UploadStream {
  fileName: string;
  /** The file's bytes as they arrive; `truncated` once they went over the limit. */
  stream: Readable & { truncated?: boolean };
}

/** The one file part (field "file") of a multipart body; 400 FILE_REQUIRED without one. */
async function filePart(request: FastifyRequest, maxBytes: number) {
  const file = await request.file({ limits: { fileSize: maxBytes } }).catch((error: unknown) => {
    throw uploadFailure(error);
  });
  if (!file) throw new AppError('FILE_REQUIRED');
  return file;
}

/** The bytes of the one file of a multipart upload (field "file"), refused over `maxBytes`. */
export async function uploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const file = await filePart(request, maxBytes);
  return file.toBuffer().catch((error: unknown) => {
    throw uploadFailure(error);
  });
}

/**
 * The one file of a multipart upload as a stream, for `work` to consume (and to clean up after when it
 * fails). When the body breaks off while `work` reads it, the answer is the broken body's, whatever
 * `work` made of the stream's failure.
 */
export async function withUploadedStream<T>(request: FastifyRequest, maxBytes: number, work: (upload: UploadStream) => Promise<T>): Promise<T> {
  const file = await filePart(request, maxBytes);
  let broken: unknown;
  file.file.on('error', (error: unknown) => {
    broken ??= error;
  });
  try {
    return await work({ fileName: file.filename, stream: file.file });
  } catch (error) {
    // The stream may have failed before the listener above (the body parsed to its broken end at once).
    broken ??= file.file.errored ?? undefined;
    throw broken === undefined ? error : uploadFailure(broken);
  }
}
