import { buildPath, type RouteDef, type RouteData, type RouteRequest } from '@redbi/shared/api';
import { API_PREFIX } from '@redbi/shared/domain';
import { acceptLanguageOf, type Locale } from '@redbi/shared/i18n';
import { ApiError } from './ApiError';
import { tokenStore } from './tokenStore';

type CallOptions<R extends RouteDef> = RouteRequest<R> &
  (R['multipart'] extends true ? { file: Blob } : unknown) & { signal?: AbortSignal; headers?: Record<string, string> };

/** The request argument, optional when the route needs nothing. */
type ApiArgs<R extends RouteDef> = Record<never, never> extends CallOptions<R>
  ? [request?: CallOptions<R>]
  : [request: CallOptions<R>];

interface LooseRequest {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  file?: Blob;
  signal?: AbortSignal;
  /** Extra headers of this call (a share page's X-Share-Session). */
  headers?: Record<string, string>;
}

interface ClientConfig {
  /** The UI language, sent as Accept-Language. */
  locale: () => Locale;
  /** A 401 on an authenticated call of the current session: the token is already cleared. */
  onSessionExpired: () => void;
}

const config: ClientConfig = { locale: () => 'en', onSessionExpired: () => undefined };

export function configureApiClient(options: Partial<ClientConfig>): void {
  Object.assign(config, options);
}

function urlOf(route: RouteDef, request: LooseRequest): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.size > 0 ? `?${search.toString()}` : '';
  return `${API_PREFIX}${buildPath(route.path, request.params)}${query}`;
}

function bodyOf(request: LooseRequest, headers: Headers): BodyInit | undefined {
  if (request.file) {
    const form = new FormData();
    form.append('file', request.file);
    return form;
  }
  if (request.body === undefined) return undefined;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(request.body);
}

/** The envelope of an answer's text; {} when it is not one. */
export function payloadOf(text: string): Record<string, unknown> {
  if (text === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Field errors of a 400 answer: `data` is a map field path → message. */
function fieldErrorsOf(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A refreshed token replaces ours only if it belongs to the session still in use (sliding session). */
function storeRefreshedToken(route: RouteDef, header: string | null, sentToken: string | null): void {
  if (!header?.startsWith('Bearer ')) return;
  if (route.startsSession || (sentToken !== null && sentToken === tokenStore.get())) {
    tokenStore.set(header.slice('Bearer '.length));
  }
}

function sessionEnded(sentToken: string | null): void {
  if (sentToken !== null && sentToken !== tokenStore.get()) return;
  tokenStore.clear();
  config.onSessionExpired();
}

/** The headers every call carries: the UI's language and the session token (also returned). */
export function requestHeaders(extra: Record<string, string> = {}): { headers: Headers; sentToken: string | null } {
  const headers = new Headers({ ...extra, 'Accept-Language': acceptLanguageOf[config.locale()] });
  const sentToken = tokenStore.get();
  if (sentToken !== null) headers.set('Authorization', `Bearer ${sentToken}`);
  return { headers, sentToken };
}

/**
 * An answer to a call of `route`: its `data`, or an ApiError. A refreshed token in its Authorization
 * header replaces ours; a 401 ends the session. Shared by fetch calls and progress-reporting uploads.
 */
export function settleAnswer<R extends RouteDef>(
  route: R,
  answer: { status: number; authorization: string | null; text: string },
  sentToken: string | null,
): RouteData<R> {
  storeRefreshedToken(route, answer.authorization, sentToken);
  const payload = payloadOf(answer.text);
  if (answer.status < 400) return payload.data as RouteData<R>;
  const expired = answer.status === 401 && route.auth === 'user';
  if (expired) sessionEnded(sentToken);
  throw new ApiError({
    status: answer.status,
    errCode: typeof payload.errCode === 'string' ? payload.errCode : `HTTP_${answer.status}`,
    message: typeof payload.message === 'string' && payload.message !== '' ? payload.message : `HTTP ${answer.status}`,
    fieldErrors: answer.status === 400 ? fieldErrorsOf(payload.data) : {},
    details: payload.data,
    sessionExpired: expired,
    requestId: typeof payload.requestId === 'string' ? payload.requestId : undefined,
  });
}

/** The URL of a route with its path parameters. */
export const routeUrl = (route: RouteDef, params: Record<string, string | number> = {}): string => urlOf(route, { params });

/** Calls one route of the API table; resolves to the envelope's `data`, rejects with an ApiError. */
export async function api<R extends RouteDef>(route: R, ...[request]: ApiArgs<R>): Promise<RouteData<R>> {
  const call = (request ?? {}) as LooseRequest;
  const { headers, sentToken } = requestHeaders(call.headers);
  const body = bodyOf(call, headers);
  const response = await fetch(urlOf(route, call), { method: route.method, headers, body, signal: call.signal });
  return settleAnswer(route, { status: response.status, authorization: response.headers.get('Authorization'), text: await response.text() }, sentToken);
}
