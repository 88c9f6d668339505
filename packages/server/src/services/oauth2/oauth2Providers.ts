import * as oidc from 'openid-client';
import { AppError } from '@redbi/shared/errors';
import type { OAuth2ClientConfig } from '../../config/oauth2ClientSchema';

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** Plain-http providers are accepted only because their URL says so (local test providers). */
const insecureOptions = (url: string | undefined) => (url?.startsWith('http:') ? [oidc.allowInsecureRequests] : []);

async function connect(client: OAuth2ClientConfig): Promise<oidc.Configuration> {
  const execute = insecureOptions(client.issuer ?? client.authorizationEndpoint);
  const authentication = client.clientSecret ? undefined : oidc.None();
  if (client.issuer) {
    return oidc.discovery(new URL(client.issuer), client.clientId, client.clientSecret, authentication, {
      execute,
      timeout: DISCOVERY_TIMEOUT_SECONDS,
    });
  }
  const endpoints = {
    issuer: new URL(client.authorizationEndpoint ?? '').origin,
    authorization_endpoint: client.authorizationEndpoint,
    token_endpoint: client.tokenEndpoint,
    userinfo_endpoint: client.userinfoEndpoint,
  };
  const configuration = new oidc.Configuration(endpoints, client.clientId, client.clientSecret, authentication);
  execute.forEach((option) => option(configuration));
  return configuration;
}

/** The configured providers; each one's metadata is discovered on first use and kept (retried after a failure). */
export function createOAuth2Providers(clients: OAuth2ClientConfig[]) {
  const connections = new Map<string, Promise<oidc.Configuration>>();
  return {
    list: (): readonly OAuth2ClientConfig[] => clients,

    get(id: string): OAuth2ClientConfig {
      const client = clients.find((candidate) => candidate.id === id);
      if (!client) throw new AppError('OAUTH2_UNKNOWN_PROVIDER', { params: { id } });
      return client;
    },

    async connection(client: OAuth2ClientConfig): Promise<oidc.Configuration> {
      let connection = connections.get(client.id);
      if (!connection) {
        connection = connect(client);
        connections.set(client.id, connection);
        connection.catch(() => connections.delete(client.id));
      }
      try {
        return await connection;
      } catch (error) {
        throw new AppError('OAUTH2_FAILED', { params: { reason: (error as Error).message } });
      }
    },
  };
}

export type OAuth2Providers = ReturnType<typeof createOAuth2Providers>;
