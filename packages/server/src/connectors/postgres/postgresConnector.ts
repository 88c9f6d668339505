import type { Connector } from '../connector';
import { serverConfigOf } from '../connectorConfig';
import { PostgresConnection } from './postgresConnection';

export const postgresConnector: Connector = {
  type: 'postgres',
  dialect: 'postgres',
  placeholder: (index) => `$${index}`,
  connect: (config) => new PostgresConnection(serverConfigOf('postgres', config)),
};
