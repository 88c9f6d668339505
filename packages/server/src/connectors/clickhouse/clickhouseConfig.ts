import { ConnectorError } from '../connector';
import type { ClickhouseConfig } from '../connectorConfig';

/** The server's URL: a host name or an IPv4/IPv6 address (bracketed), never a path or credentials. */
export function clickhouseUrl(config: ClickhouseConfig): string {
  const host = config.host.includes(':') && !config.host.startsWith('[') ? `[${config.host}]` : config.host;
  if (/[/@?#\s]/.test(host)) throw new ConnectorError('other', `Invalid clickhouse configuration (host: ${config.host})`);
  return `${config.ssl ? 'https' : 'http'}://${host}:${config.port}`;
}
