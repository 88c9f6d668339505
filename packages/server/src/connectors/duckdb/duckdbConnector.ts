import type { Connector } from '../connector';
import { fileConfigOf } from '../connectorConfig';
import { DuckdbConnection } from './duckdbConnection';

/** DuckDB database files; also the engine of file sources (uploaded tables live in a DuckDB file). */
export const createDuckdbConnector = (type: 'duckdb' | 'file'): Connector => ({
  type,
  dialect: 'duckdb',
  placeholder: (index) => `$${index}`,
  connect: (config) => new DuckdbConnection(fileConfigOf(type, config)),
});
