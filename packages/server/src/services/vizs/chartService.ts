import { getChartType } from '@redbi/charts';
import type { Chart, ChartConfig, ChartUpdateSchema, NewChartSchema } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { z } from 'zod';
import { whenUniqueViolated } from '../../db/databaseErrors';
import type { AccessService } from '../access/accessService';
import { isoNow, type ServiceContext } from '../serviceContext';
import type { ViewService } from '../views/viewService';
import { chartViewScopeOf, checkChartConfig, type ChartViewScope } from './chartChecks';
import { isChartRow, presentChart, type ChartRow } from './chartRecords';
import { createVizTree, insertVizNode, vizNameTaken, type LoadedVizTree } from './vizTree';

type NewChartBody = z.output<typeof NewChartSchema>;
type ChartUpdateBody = z.output<typeof ChartUpdateSchema>;

export interface ChartServiceDeps {
  access: AccessService;
  /** `queryable`: Access on the view a chart is saved on (one policy, in the view service). */
  views: Pick<ViewService, 'queryable'>;
}

const chartNotFound = () => new AppError('NOT_FOUND', { params: { resource: 'chart' } });

/**
 * Charts as data (spec §4 save modes add, edit and saveAs): a chart is saved with Manage on its folder (new)
 * or on itself (edit) and Access on the view it reads, and is read with View. Its config is checked against
 * its chart type and the view before anything is written (chartChecks.ts).
 */
export function createChartService(ctx: ServiceContext, { access, views }: ChartServiceDeps) {
  const tree = createVizTree(ctx, access);

  function chartRowOf(loaded: LoadedVizTree, id: string): ChartRow {
    const row = tree.rowOf(loaded, id);
    if (!isChartRow(row)) throw chartNotFound();
    return row;
  }

  /** The view a chart is saved on: Access on it, in the chart's organisation; its fields as the author sees them. */
  async function viewScope(orgId: string, userId: string, viewId: string): Promise<ChartViewScope> {
    const view = await views.queryable(userId, viewId);
    if (view.orgId !== orgId) throw new AppError('NOT_FOUND', { params: { resource: 'view' } });
    return chartViewScopeOf(view);
  }

  /** Everything a save checks before it writes: a chart type that exists first (no I/O for it), then the view. */
  async function checked(orgId: string, userId: string, viewId: string, config: ChartConfig): Promise<void> {
    const definition = getChartType(config.chartType);
    checkChartConfig(definition, config, await viewScope(orgId, userId, viewId));
  }

  async function present(orgId: string, userId: string, id: string): Promise<Chart> {
    const loaded = await tree.load(orgId, userId);
    const row = chartRowOf(loaded, id);
    return presentChart(row, tree.require(loaded, 'view', id));
  }

  return {
    get: present,

    /** Save mode add or saveAs: Manage on the target folder and Access on the view; the creator gets Manage on it. */
    async create(orgId: string, userId: string, input: NewChartBody): Promise<Chart> {
      const loaded = await tree.load(orgId, userId);
      tree.placeUnder(loaded, null, input.parentId);
      if (await ctx.store.vizs.nameTaken(orgId, input.parentId, input.name)) throw vizNameTaken(input.name);
      await checked(orgId, userId, input.viewId, input.config);
      const id = await insertVizNode(ctx, tree, loaded, userId, {
        parentId: input.parentId,
        name: input.name,
        description: input.description,
        kind: 'chart',
        viewId: input.viewId,
        config: JSON.stringify(input.config),
      });
      return present(orgId, userId, id);
    },

    /** Save mode edit: Manage on the chart and Access on its view (the one given, which may be another). */
    async update(orgId: string, userId: string, id: string, input: ChartUpdateBody): Promise<Chart> {
      const loaded = await tree.load(orgId, userId);
      const row = chartRowOf(loaded, id);
      tree.require(loaded, 'manage', id);
      if (await ctx.store.vizs.nameTaken(orgId, row.parent_id, input.name, id)) throw vizNameTaken(input.name);
      await checked(orgId, userId, input.viewId, input.config);
      await whenUniqueViolated(
        () =>
          ctx.store.vizs.update(id, {
            name: input.name,
            description: input.description,
            view_id: input.viewId,
            config: JSON.stringify(input.config),
            updated_at: isoNow(ctx),
          }),
        () => vizNameTaken(input.name),
      );
      return present(orgId, userId, id);
    },
  };
}

export type ChartService = ReturnType<typeof createChartService>;
