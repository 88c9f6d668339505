import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTranslator, localeFromAcceptLanguage, locales, type Locale, type Translate } from '@redbi/shared/i18n';
import type { Session } from '../services/serviceContext';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of messages for this request, from Accept-Language (zh-CN / en-US). */
    locale: Locale;
    /** The caller, once the route's authentication hook has run. */
    session: Session | undefined;
  }
}

const translators = Object.fromEntries(locales.map((locale) => [locale, createTranslator(locale)])) as Record<Locale, Translate>;

export const translatorOf = (locale: Locale): Translate => translators[locale];

/** The request's language; also for requests refused before the hooks ran (router errors). */
export const localeOf = (request: FastifyRequest): Locale =>
  (request.locale as Locale | undefined) ?? localeFromAcceptLanguage(request.headers['accept-language']);

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('session', undefined);
  // A callback hook (not async): every request passes here, and a promise per hook is measurable.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    done();
  });
}
