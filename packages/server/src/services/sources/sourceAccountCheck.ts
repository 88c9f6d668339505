import { AppError } from '@redbi/shared/errors';
import { connectorTypes, type SourceType } from '@redbi/shared/sources';
import { ConnectorError } from '../../connectors/connector';
import type { ServiceContext } from '../serviceContext';

/** What testing a configuration learns: the server's version, the round trip, and the account's privileges. */
export interface AccountTest {
  serverVersion: string;
  latencyMs: number;
  privileges: string[];
}

const privileged = (privileges: readonly string[]) => new AppError('SOURCE_ACCOUNT_PRIVILEGED', { params: { privileges: privileges.join(', ') } });

/** Whether the organisation refuses sources whose account may do more than read. */
async function refusesPrivileged(ctx: ServiceContext, orgId: string): Promise<boolean> {
  return (await ctx.store.organizations.find(orgId))?.refuse_privileged_sources === 1;
}

/**
 * Connects with an unsaved configuration (a pool of its own, closed after) and asks the server its version
 * and what the account may do beyond reading. A failure is the database's ConnectorError. When the
 * organisation refuses privileged accounts, one with privileges is refused here (SOURCE_ACCOUNT_PRIVILEGED).
 */
export async function testAccount(ctx: ServiceContext, orgId: string, type: SourceType, config: Record<string, unknown>): Promise<AccountTest> {
  const started = performance.now();
  const connection = ctx.connectors[type].connect(config);
  try {
    const { serverVersion, privileges } = await connection.test();
    if (privileges.length > 0 && (await refusesPrivileged(ctx, orgId))) throw privileged(privileges);
    return { serverVersion, latencyMs: Math.round(performance.now() - started), privileges };
  } finally {
    await connection.close();
  }
}

/**
 * The account's privileges for a configuration being saved, as stored on the source (JSON), or null when
 * they cannot be known (the server is unreachable). Sources whose connection is read-only by construction
 * (database files, file sources) have none. An organisation that refuses privileged accounts also refuses
 * a source it cannot check: it fails closed.
 */
export async function accountPrivilegesOnSave(ctx: ServiceContext, orgId: string, type: SourceType, config: Record<string, unknown>): Promise<string | null> {
  if (connectorTypes[type].capabilities.readOnly || type === 'file') return '[]';
  try {
    return JSON.stringify((await testAccount(ctx, orgId, type, config)).privileges);
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    if (await refusesPrivileged(ctx, orgId)) throw new AppError('SOURCE_CONNECTION_FAILED', { params: { reason: error.message } });
    return null;
  }
}
