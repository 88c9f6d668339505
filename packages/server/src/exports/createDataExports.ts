import type { QueryService } from '../services/query/queryService';
import type { ServiceContext } from '../services/serviceContext';
import { dataWriters } from './data/dataWriters';
import { createExportTables } from './data/exportTables';

/** The data side of exports: the tables of a target (streamed from the sources) and the writers of their formats. */
export function createDataExports(ctx: Pick<ServiceContext, 'store' | 'now'>, { query }: { query: Pick<QueryService, 'prepareStream'> }) {
  return { tablesOf: createExportTables(ctx, { query }).tablesOf, dataWriters };
}
