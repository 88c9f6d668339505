import type { AppServer } from './appServer';

export const owner = { username: 'owner', email: 'owner@example.com', password: 'secret1', name: 'Olive Owner' };

/** Initializes the system through the API, for journeys that do not test setup itself. */
export async function setupThroughApi(server: AppServer, user = owner): Promise<void> {
  const response = await server.api('POST', '/sys/setup', { body: { user } });
  if (response.status !== 200) throw new Error(`setup failed: ${JSON.stringify(response.body)}`);
}

export async function loginThroughApi(server: AppServer, user = owner): Promise<{ token: string; user: unknown }> {
  const response = await server.api('POST', '/users/login', { body: { username: user.username, password: user.password } });
  if (!response.token) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return { token: response.token, user: (response.body as { data: unknown }).data };
}
