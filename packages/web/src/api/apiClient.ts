import { buildPath, type RouteDef, type RouteData, type RouteRequest } from '@redbi/shared/api';
import { API_PREFIX } from '@redbi/shared/domain';
import { acceptLanguageOf, type Locale } from '@redbi/shared/i18n';
import { ApiError } from './ApiError';
import { tokenStore } from './tokenStore';

type CallOptions<R extends RouteDef> = RouteRequest<R> &
  (R['multipart'] extends true ? { file: Blob } : unknown) & { signal?: AbortSignal };

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

async function payloadOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
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
function storeRefreshedToken(route: RouteDef, response: Response, sentToken: string | null): void {
  const header = response.headers.get('Authorization');
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

/** Calls one route of the API table; resolves to the envelope's `data`, rejects with an ApiError. */
export async function api<R extends RouteDef>(route: R, ...[request]: ApiArgs<R>): Promise<RouteData<R>> {
  const call = (request ?? {}) as LooseRequest;
  const headers = new Headers({ 'Accept-Language': acceptLanguageOf[config.locale()] });
  const sentToken = tokenStore.get();
  if (sentToken !== null) headers.set('Authorization', `Bearer ${sentToken}`);
  const body = bodyOf(call, headers);
  const response = await fetch(urlOf(route, call), { method: route.method, headers, body, signal: call.signal });
  storeRefreshedToken(route, response, sentToken);
  const payload = await payloadOf(response);
  if (response.status < 400) return payload.data as RouteData<R>;

  const expired = response.status === 401 && route.auth === 'user';
  if (expired) sessionEnded(sentToken);
  throw new ApiError({
    status: response.status,
    errCode: typeof payload.errCode === 'string' ? payload.errCode : `HTTP_${response.status}`,
    message: typeof payload.message === 'string' && payload.message !== '' ? payload.message : `HTTP ${response.status}`,
    fieldErrors: response.status === 400 ? fieldErrorsOf(payload.data) : {},
    sessionExpired: expired,
  });
}
