import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAuth } from '@redbi/shared/api';
import { AppError } from '@redbi/shared/errors';
import { tokenFromHeader } from '../security/sessionTokens';
import type { AuthService } from '../services/authService';

/** Runs before the body is read: an unauthenticated call gets 401, not a validation error. */
export function authenticationHook(auth: AuthService, mode: RouteAuth) {
  return async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    const session = token ? await auth.authenticate(token) : undefined;
    if (!session && mode === 'user') throw new AppError('UNAUTHORIZED');
    request.session = session;
  };
}

/**
 * Sliding session: every answer to an authenticated caller carries a token with a fresh expiry in its
 * Authorization header, unless the handler set one itself (login, password change) or ended the session.
 */
export function registerTokenRefresh(app: FastifyInstance, auth: AuthService): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.session && !reply.hasHeader('authorization')) {
      reply.header('authorization', `Bearer ${await auth.refresh(request.session)}`);
    }
    return payload;
  });
}

export const bearer = (token: string): string => `Bearer ${token}`;
