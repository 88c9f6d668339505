import { z } from 'zod';
import { DataframeSchema, FilterValueSchema } from '../query/querySpec';
import { BoardConfigSchema } from './dashboard';
import { idField } from './fields';

/** A value a viewer clicked or picked: what a linkage, a drill step or a data point carries. */
export const PointValueSchema = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
export type PointValue = z.infer<typeof PointValueSchema>;

/** Drill state of a chart widget: `path` holds the values clicked at each level above the one shown. */
export const DrillStateSchema = z.object({
  path: z.array(PointValueSchema).max(8).default([]),
  /** Expand: show the levels above next to the next one (datart's "expand next level") instead of only the next one. */
  expand: z.boolean().default(false),
});
export type DrillState = z.output<typeof DrillStateSchema>;

/** One active linkage: the clicked chart widget and the values of its fields (by uid) at the clicked point. */
export const LinkageStateSchema = z.object({ sourceWidgetId: idField(), values: z.record(z.string().max(64), PointValueSchema) });
export type LinkageState = z.infer<typeof LinkageStateSchema>;

/** What one item of a batched request asks: a widget's data, a controller's options, or the rows behind a data point. */
export const boardDataKinds = ['data', 'options', 'rows'] as const;
export type BoardDataKind = (typeof boardDataKinds)[number];

export const BoardDataItemSchema = z.object({
  widgetId: idField(),
  kind: z.enum(boardDataKinds).default('data'),
  pageNo: z.number().int().min(1).max(10_000_000).default(1),
  pageSize: z.number().int().min(1).max(100_000).optional(),
  /** A table widget's order, by field uid. */
  sort: z.object({ uid: z.string().min(1).max(64), order: z.enum(['ASC', 'DESC']) }).optional(),
  drill: DrillStateSchema.optional(),
  /** kind rows: the clicked point's values by field uid. */
  point: z.record(z.string().max(64), PointValueSchema).optional(),
  /** kind options: the text typed in a searchable controller. */
  search: z.string().max(255).optional(),
});
export type BoardDataItem = z.output<typeof BoardDataItemSchema>;
export type BoardDataItemInput = z.input<typeof BoardDataItemSchema>;

/**
 * The one batched data request of a board at a moment (first paint, a controller change, a linkage click, a
 * refresh): the widgets that need data and the board's interactive state. Everything else comes from the
 * stored board. `draft` is the editor's unsaved board (Manage on the dashboard).
 */
export const BoardDataRequestSchema = z
  .object({
    items: z.array(BoardDataItemSchema).min(1).max(400),
    /** Controller values by controller widget id; a controller absent here uses its defaults, an empty list clears it. */
    controllers: z.record(idField(), z.array(FilterValueSchema).max(10_000)).default({}),
    linkage: z.array(LinkageStateSchema).max(50).default([]),
    draft: BoardConfigSchema.optional(),
  })
  .meta({ id: 'BoardDataRequest' });
export type BoardDataRequest = z.output<typeof BoardDataRequestSchema>;
export type BoardDataRequestInput = z.input<typeof BoardDataRequestSchema>;

/** How long one item took on the server, for the editor's load-time panel. */
export const BoardTimingSchema = z.object({
  /** From the request's start to this result (queueing behind the source's pool included). */
  elapsedMs: z.number(),
  /** The database's own time for the query (0 when it came from the cache or a shared identical query). */
  queryMs: z.number(),
  rows: z.number().int(),
  cached: z.boolean(),
  /** Another item asked the same query: this result is that one's. */
  shared: z.boolean(),
});
export type BoardTiming = z.infer<typeof BoardTimingSchema>;

/**
 * The answer, streamed as NDJSON (one JSON object per line) in the order results finish: a frame or an
 * error per item, then `done`. The message of an error is the database's own or the spec's.
 */
export const BoardDataEventSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('frame'), widgetId: z.string(), kind: z.enum(boardDataKinds), frame: DataframeSchema, timing: BoardTimingSchema }),
    z.object({ type: z.literal('error'), widgetId: z.string(), kind: z.enum(boardDataKinds), errCode: z.string(), message: z.string() }),
    z.object({ type: z.literal('done'), totalMs: z.number(), queries: z.number().int(), items: z.number().int() }),
  ])
  .meta({ id: 'BoardDataEvent' });
export type BoardDataEvent = z.infer<typeof BoardDataEventSchema>;

export const BOARD_DATA_CONTENT_TYPE = 'application/x-ndjson';
