import { z } from 'zod';
import { aggregations, dateLevels, filterOperators, FilterValueSchema } from '../query/querySpec';
import { dateFormatField, NumberFormatSchema } from './chartFormat';
import { descriptionText, idField, requiredText } from './fields';
import { ComputedFieldSchema, fieldCategories, fieldTypes } from './view';

/** The version of the stored chart document; a migration in packages/charts brings older ones up to it. */
export const CHART_CONFIG_VERSION = 1;

export const sortOrders = ['ASC', 'DESC', 'CUSTOM'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** How the condition editor wrote a filter (it reopens in the same mode); the query only reads operator and values. */
export const filterModes = ['list', 'condition', 'range', 'time'] as const;

/** A filter on a field of the chart's filter section: an operator of spec §3 and its values. */
export const ChartFilterSchema = z
  .object({
    mode: z.enum(filterModes).default('condition'),
    operator: z.enum(filterOperators),
    values: z.array(FilterValueSchema).max(10_000).default([]),
    /** Set: the filter applies to this aggregate of the field (HAVING). */
    aggregate: z.enum(aggregations).optional(),
  })
  .meta({ id: 'ChartFilter' });
export type ChartFilter = z.output<typeof ChartFilterSchema>;

/**
 * A field placed in a data section of the chart: a column of the view's model, a computed field of the view,
 * or one of the chart's own computed fields, named by `column`. `uid` tells two uses of one field apart.
 */
export const ChartFieldSchema = z
  .object({
    uid: z.string().min(1).max(64),
    column: z.string().min(1).max(255),
    type: z.enum(fieldTypes),
    category: z.enum(fieldCategories).optional(),
    /** For sections that aggregate (metrics): the aggregation; absent or NONE in detail mode. */
    aggregate: z.enum(aggregations).optional(),
    dateLevel: z.enum(dateLevels).optional(),
    alias: z.string().trim().max(255).optional(),
    sort: z.object({ order: z.enum(sortOrders), values: z.array(z.string().max(1000)).max(1000).optional() }).optional(),
    format: NumberFormatSchema.optional(),
    dateFormat: dateFormatField().optional(),
    filter: ChartFilterSchema.optional(),
  })
  .meta({ id: 'ChartField' });
export type ChartField = z.output<typeof ChartFieldSchema>;
export type ChartFieldInput = z.input<typeof ChartFieldSchema>;

/**
 * A chart as stored: versioned JSON (ARCHITECTURE §6). Sections are keyed by the chart type's section keys;
 * settings are checked against the chart type's settings schema (of `settingsVersion`) by the server.
 */
export const ChartConfigSchema = z
  .object({
    version: z.literal(CHART_CONFIG_VERSION).default(CHART_CONFIG_VERSION),
    chartType: z.string().min(1).max(64),
    /** Off: detail rows, no aggregation (tables). Changing it clears the sections (spec §4). */
    aggregation: z.boolean().default(true),
    sections: z.record(z.string().min(1).max(32), z.array(ChartFieldSchema).max(100)).default({}),
    settings: z.record(z.string().min(1).max(64), z.unknown()).default({}),
    settingsVersion: z.number().int().min(1).default(1),
    computedFields: z.array(ComputedFieldSchema).max(100).default([]),
    /** Values of the view's query variables, by name. */
    variables: z.record(z.string().max(255), z.array(z.string().max(10_000)).max(1000)).default({}),
    /** Rows fetched per page (tables) or at most (other charts). */
    pageSize: z.number().int().min(1).max(100_000).default(1000),
  })
  .meta({ id: 'ChartConfig' });
export type ChartConfig = z.output<typeof ChartConfigSchema>;
export type ChartConfigInput = z.input<typeof ChartConfigSchema>;

/** What the viz tree holds (storyboards join in a later issue). */
export const vizKinds = ['folder', 'chart', 'dashboard'] as const;
export type VizKind = (typeof vizKinds)[number];

/** Spec §4: a viz is unpublished or published; archived ones are in the recycle bin. */
export const vizStatuses = ['unpublished', 'published'] as const;
export type VizStatus = (typeof vizStatuses)[number];

export const vizPrivileges = ['view', 'download', 'share', 'manage'] as const;
export type VizPrivilege = (typeof vizPrivileges)[number];

/** A node of the viz tree with what the caller may do with it. */
export const VizNodeSchema = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    index: z.number(),
    isFolder: z.boolean(),
    kind: z.enum(vizKinds),
    status: z.enum(vizStatuses),
    /** Chart type id (charts only). */
    chartType: z.string().optional(),
    /** Board layout (dashboards only). */
    layout: z.enum(['auto', 'free']).optional(),
    /** Changes whenever the thumbnail does; absent when there is none yet. */
    thumbnailVersion: z.string().optional(),
    privileges: z.array(z.enum(vizPrivileges)),
    updatedAt: z.string(),
  })
  .meta({ id: 'VizNode' });
export type VizNode = z.infer<typeof VizNodeSchema>;

export const ChartSchema = z
  .object({
    id: z.string(),
    orgId: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    viewId: z.string(),
    status: z.enum(vizStatuses),
    config: ChartConfigSchema,
    privileges: z.array(z.enum(vizPrivileges)),
    thumbnailVersion: z.string().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Chart' });
export type Chart = z.infer<typeof ChartSchema>;

export const NewVizFolderSchema = z.object({ name: requiredText(), parentId: idField().nullable().default(null) }).meta({ id: 'NewVizFolder' });
export const VizFolderUpdateSchema = z.object({ name: requiredText() }).meta({ id: 'VizFolderUpdate' });

/** Save mode add (and saveAs: a new chart from the workbench's current state). */
export const NewChartSchema = z
  .object({
    name: requiredText(),
    description: descriptionText().default(''),
    parentId: idField().nullable().default(null),
    viewId: idField(),
    config: ChartConfigSchema,
  })
  .meta({ id: 'NewChart' });

/** Save mode edit: the whole chart as the workbench has it. */
export const ChartUpdateSchema = z
  .object({ name: requiredText(), description: descriptionText().default(''), viewId: idField(), config: ChartConfigSchema })
  .meta({ id: 'ChartUpdate' });

/**
 * What a viewer of a saved chart may change of its query: the page, and the order of a table's columns
 * (by the field uid). Everything else comes from the stored chart, so View on a chart reads only what the
 * chart shows.
 */
export const ChartDataRequestSchema = z
  .object({
    pageNo: z.number().int().min(1).max(10_000_000).default(1),
    pageSize: z.number().int().min(1).max(100_000).optional(),
    sort: z.object({ uid: z.string().min(1).max(64), order: z.enum(['ASC', 'DESC']) }).optional(),
    countTotal: z.boolean().default(false),
  })
  .meta({ id: 'ChartDataRequest' });
export type ChartDataRequest = z.output<typeof ChartDataRequestSchema>;

/**
 * A signed-in viewer's chart data request: also the values of query variables of the chart's view
 * (`params`, by variable name — the chart viewer's variables, a dashboard's jump to a chart). Only the
 * variables the caller may set take a value (editable for them, or any with Manage on the view); any other
 * name is refused. A share's viewers send the plain ChartDataRequest: they see the chart as shared.
 */
export const ChartViewerDataRequestSchema = ChartDataRequestSchema.extend({
  params: z.record(z.string().min(1).max(255), z.array(z.string().max(10_000)).max(1_000)).default({}),
}).meta({ id: 'ChartViewerDataRequest' });
export type ChartViewerDataRequest = z.output<typeof ChartViewerDataRequestSchema>;
