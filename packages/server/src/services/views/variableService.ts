import type { Variable, VariableInputSchema } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { z } from 'zod';
import { whenUniqueViolated } from '../../db/databaseErrors';
import type { VariableRow } from '../../repositories/variableRepository';
import type { AccessService } from '../access/accessService';
import { isoNow, type ServiceContext } from '../serviceContext';
import { assertOrgSubjects } from './orgSubjects';
import { variableOf } from './viewRecords';
import { loadPublicVariables } from './viewVariables';
import { valueRowsOf, variableColumns } from './variableWrites';

type VariableBody = z.output<typeof VariableInputSchema>;

const notFound = () => new AppError('NOT_FOUND', { params: { resource: 'variable' } });
const nameTaken = () => new AppError('VARIABLE_NAME_TAKEN');

/**
 * Public variables (Settings → public variables): every view of the organisation knows them. Members see
 * them without values per subject (those say who may see which rows); owners manage them.
 */
export function createVariableService(ctx: ServiceContext, { access }: { access: AccessService }) {
  async function publicVariable(orgId: string, variableId: string): Promise<VariableRow> {
    const row = await ctx.store.variables.find(variableId);
    if (!row || row.org_id !== orgId || row.view_id !== null) throw notFound();
    return row;
  }

  async function checkName(orgId: string, name: string, exceptId?: string): Promise<void> {
    const { rows } = await loadPublicVariables(ctx, orgId);
    if (rows.some((row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase())) throw nameTaken();
  }

  async function presented(variableId: string): Promise<Variable> {
    const row = await ctx.store.variables.find(variableId);
    if (!row) throw notFound();
    return variableOf(row, await ctx.store.variables.values([row.id]));
  }

  return {
    async list(orgId: string, userId: string): Promise<Variable[]> {
      const actor = await access.member(orgId, userId);
      const { variables } = await loadPublicVariables(ctx, orgId);
      return actor.isOwner ? variables : variables.map((variable) => ({ ...variable, values: [] }));
    },

    async create(orgId: string, userId: string, input: VariableBody): Promise<Variable> {
      await access.owner(orgId, userId);
      await checkName(orgId, input.name);
      await assertOrgSubjects(ctx, orgId, input.values.map((value) => value.subject));
      const id = ctx.newId();
      const now = isoNow(ctx);
      await whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            await repos.variables.insert({ id, org_id: orgId, view_id: null, ...variableColumns(input), created_at: now, updated_at: now });
            await repos.variables.replaceValues(id, valueRowsOf(input.values));
          }),
        nameTaken,
      );
      return presented(id);
    },

    async update(orgId: string, userId: string, variableId: string, input: VariableBody): Promise<Variable> {
      await access.owner(orgId, userId);
      await publicVariable(orgId, variableId);
      await checkName(orgId, input.name, variableId);
      await assertOrgSubjects(ctx, orgId, input.values.map((value) => value.subject));
      await whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            await repos.variables.update(variableId, { ...variableColumns(input), updated_at: isoNow(ctx) });
            await repos.variables.replaceValues(variableId, valueRowsOf(input.values));
          }),
        nameTaken,
      );
      return presented(variableId);
    },

    async delete(orgId: string, userId: string, variableId: string): Promise<void> {
      await access.owner(orgId, userId);
      await publicVariable(orgId, variableId);
      // Its values per subject go with it (the foreign key cascades).
      await ctx.store.variables.delete(variableId);
    },
  };
}

export type VariableService = ReturnType<typeof createVariableService>;
