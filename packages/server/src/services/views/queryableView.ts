import type { AccessPrivilege, ColumnPermission, Variable } from '@redbi/shared/domain';
import type { SourceRow } from '../../repositories/sourceRepository';
import type { ViewRow } from '../../repositories/viewRepository';
import type { OrgActor } from '../access/accessService';
import type { ViewDefinitionRecord } from './viewRecords';

/**
 * A saved view the caller may query (Access at least), with everything the query runner needs to resolve
 * its variables and column permissions for them. Built by the view service's `queryable()`, or by its
 * `queryableFor()` for the viewer of a saved chart (View on the chart, maybe no privilege on the view).
 */
export interface QueryableView {
  orgId: string;
  actor: OrgActor;
  row: ViewRow;
  source: SourceRow;
  /** Holds 'access' at least, but for a chart's viewer (queryableFor). */
  privileges: AccessPrivilege[];
  definition: ViewDefinitionRecord;
  /** The view's own variables, with their values per subject. */
  variables: Variable[];
  /** The organisation's public variables, with their values per subject. */
  publicVariables: Variable[];
  columnPermissions: ColumnPermission[];
}
