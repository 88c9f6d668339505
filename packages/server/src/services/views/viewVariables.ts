import type { Variable } from '@redbi/shared/domain';
import type { VariableRow } from '../../repositories/variableRepository';
import type { ServiceContext } from '../serviceContext';
import { variableOf } from './viewRecords';
import type { VariableInputValue } from './variableWrites';

async function withValues(ctx: ServiceContext, rows: VariableRow[]): Promise<{ rows: VariableRow[]; variables: Variable[] }> {
  const values = await ctx.store.variables.values(rows.map((row) => row.id));
  return { rows, variables: rows.map((row) => variableOf(row, values)) };
}

/** A view's own variables, with their values per subject. */
export const loadViewVariables = async (ctx: ServiceContext, viewId: string) => withValues(ctx, await ctx.store.variables.listForView(viewId));

/** The organisation's public variables, with their values per subject. */
export const loadPublicVariables = async (ctx: ServiceContext, orgId: string) => withValues(ctx, await ctx.store.variables.listPublic(orgId));

/** A stored variable as a save gives it back (so that a save without `variables` keeps them as they are). */
export const variableInputOf = (variable: Variable): VariableInputValue => ({
  id: variable.id,
  name: variable.name,
  label: variable.label,
  type: variable.type,
  valueType: variable.valueType,
  permission: variable.permission,
  defaultValue: variable.defaultValue,
  expression: variable.expression,
  values: variable.values,
});
