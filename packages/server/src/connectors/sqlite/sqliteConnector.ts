import type { Connector } from '../connector';
import { fileConfigOf } from '../connectorConfig';
import { SqliteConnection } from './sqliteConnection';

export const sqliteConnector: Connector = {
  type: 'sqlite',
  dialect: 'sqlite',
  placeholder: () => '?',
  connect: (config) => new SqliteConnection(fileConfigOf('sqlite', config)),
};
