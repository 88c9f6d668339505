import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@redbi/shared/domain';
import { AppError, type MessageParams } from '@redbi/shared/errors';
import { fieldErrorsOf, translateIssue } from '@redbi/shared/i18n';
import type { ErrorEnvelope } from '@redbi/shared/api';
import { localeOf, translatorOf } from './requestContext';
import { InvalidInputError } from '../services/invalidInput';
import { redactPaths } from './redactPaths';

const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * A VALIDATION error raised outside the request schema (the shared core has no locale) names its fields'
 * messages by i18n key; the answer carries them translated, like the schema's own.
 */
function withTranslatedFields(error: AppError, t: (key: string) => string): AppError {
  if (error.code !== 'VALIDATION' || typeof error.details !== 'object' || error.details === null) return error;
  const details = Object.fromEntries(Object.entries(error.details).map(([field, message]) => [field, typeof message === 'string' ? t(message) : message]));
  return new AppError('VALIDATION', { params: error.params, details, messageKey: error.messageKey });
}

/** Turns anything thrown while handling a request into an AppError and the HTTP status to answer with. */
function classify(error: unknown, request: FastifyRequest, fileLimit: number): { appError: AppError; status: number } {
  const t = translatorOf(localeOf(request));
  if (error instanceof AppError) return { appError: withTranslatedFields(error, t), status: error.status };
  if (error instanceof InvalidInputError) {
    const details = fieldErrorsOf(error.issues, t);
    const messages = [...new Set(error.issues.map((issue) => translateIssue(issue, t)))];
    return { appError: new AppError('VALIDATION', { params: { details: messages.join('; ') }, details }), status: 400 };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { appError: new AppError('FILE_TOO_LARGE', { params: { limit: formatBytes(fileLimit) } }), status: 413 };
  }
  if (fastifyError.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { appError: new AppError('FILE_REQUIRED'), status: 400 };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own refusals: unreadable JSON, wrong content type, body too large …
    return { appError: new AppError('MALFORMED_REQUEST', { params: { reason: fastifyError.message ?? '' } }), status };
  }
  return { appError: new AppError('INTERNAL', { params: { requestId: request.id } }), status: 500 };
}

/**
 * A `reason` is someone else's words (a database's, a file reader's, the HTTP parser's): the client gets
 * them, but never the server's paths in them.
 */
const clientParams = (params: MessageParams): MessageParams =>
  typeof params.reason === 'string' ? { ...params, reason: redactPaths(params.reason) } : params;

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown, fileLimit: number) {
  const { appError, status } = classify(error, request, fileLimit);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const body: ErrorEnvelope = {
    success: false,
    errCode: appError.code,
    message: translatorOf(localeOf(request))(appError.messageKey, clientParams(appError.params)),
    ...(appError.details === undefined ? {} : { data: appError.details }),
    ...(status >= 500 ? { requestId: request.id } : {}),
  };
  // A refusal that says how long to wait (TOO_MANY_…) says it in Retry-After too.
  if (status === 429 && typeof appError.params.seconds === 'number') reply.header('retry-after', String(appError.params.seconds));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance, options: { fileLimit: number }): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error, options.fileLimit));
}

export const isApiPath = (url: string): boolean => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/** An unknown API endpoint answers in the envelope, never with the web app's HTML. */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  const error = new AppError('ROUTE_NOT_FOUND', { params: { method: request.method, path } });
  return sendError(request, reply, error, 0);
}
