import pg from 'pg';
import { ConnectorError } from '../connector';

/**
 * The run-time settings RedBI's SQL depends on, as the server must report them (ParameterStatus, sent at
 * start-up and again whenever a reported setting changes). With standard_conforming_strings off a backslash
 * escapes a quote in '…', so a literal would end elsewhere than the view checks read it.
 */
export const REQUIRED_SERVER_SETTINGS: Readonly<Record<string, string>> = { standard_conforming_strings: 'on' };

/** What pg's connection emits for a ParameterStatus message. */
interface ParameterStatus {
  parameterName: string;
  parameterValue: string;
}

/** A pg.Client that remembers the settings the server reports (pg itself keeps none of them). */
export class ReportingClient extends pg.Client {
  readonly serverSettings = new Map<string, string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const connection = (this as unknown as { connection: { on(event: 'parameterStatus', listener: (message: ParameterStatus) => void): void } }).connection;
    connection.on('parameterStatus', (message) => this.serverSettings.set(message.parameterName, message.parameterValue));
  }
}

/** Throws unless the server reports every required setting as RedBI needs it (no round trip: reported values). */
export function assertServerSettings(client: pg.PoolClient): void {
  const settings = (client as unknown as ReportingClient).serverSettings;
  for (const [name, wanted] of Object.entries(REQUIRED_SERVER_SETTINGS)) {
    const actual = settings?.get(name);
    if (actual !== wanted) {
      throw new ConnectorError('other', `The server runs with ${name} = ${actual ?? 'unknown'}; RedBI needs ${wanted} and does not run queries otherwise`);
    }
  }
}
