import { clickhousePlaceholder } from '@redbi/shared/query';
import type { Connector } from '../connector';
import { ClickhouseConnection } from './clickhouseConnection';

/** ClickHouse over its HTTP interface (@clickhouse/client): `{p1:Type}` placeholders, values as query parameters. */
export const clickhouseConnector: Connector = {
  type: 'clickhouse',
  dialect: 'clickhouse',
  placeholder: (index) => clickhousePlaceholder(index),
  connect: (config) => new ClickhouseConnection(config),
};
