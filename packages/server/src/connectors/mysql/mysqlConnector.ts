import type { Connector } from '../connector';
import { serverConfigOf } from '../connectorConfig';
import { MysqlConnection } from './mysqlConnection';

export const mysqlConnector: Connector = {
  type: 'mysql',
  dialect: 'mysql',
  placeholder: () => '?',
  connect: (config) => new MysqlConnection(serverConfigOf('mysql', config)),
};
