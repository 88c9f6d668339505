import type { ConnectorErrorKind } from './connector';

/** Node socket and DNS error codes shared by the network drivers. */
const socketKinds: Record<string, ConnectorErrorKind> = {
  ENOTFOUND: 'network',
  EAI_AGAIN: 'network',
  EAI_FAIL: 'network',
  ECONNREFUSED: 'network',
  ECONNRESET: 'network',
  EHOSTUNREACH: 'network',
  ENETUNREACH: 'network',
  EHOSTDOWN: 'network',
  EPIPE: 'network',
  EPROTO: 'network',
  CERT_HAS_EXPIRED: 'network',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'network',
  SELF_SIGNED_CERT_IN_CHAIN: 'network',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'network',
  ERR_TLS_CERT_ALTNAME_INVALID: 'network',
  ETIMEDOUT: 'timeout',
  ECONNABORTED: 'network',
};

export const socketErrorKind = (code: unknown): ConnectorErrorKind | undefined =>
  typeof code === 'string' ? socketKinds[code] : undefined;

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : typeof error === 'string' ? error : 'Unknown database error';

/** An error's own field, for driver errors that carry codes beyond Error's type. */
export const fieldOf = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
