import { z } from 'zod';
import { idField, ViewPreviewSchema } from '../../domain';
import { ExpressionCheckResultSchema, ExpressionCheckSchema, FunctionInfoSchema } from '../../query/functionInfo';
import { DataframeSchema, QuerySpecSchema } from '../../query/querySpec';
import { defineRoute } from '../defineRoute';

/**
 * Querying data (datart's /data-provider): a chart's QuerySpec against a saved view, unsaved SQL from the
 * view editor, and the expression language of computed fields.
 */
export const dataProviderRoutes = {
  execute: defineRoute({
    method: 'POST',
    path: '/data-provider/execute',
    auth: 'user',
    summary: 'Run a QuerySpec on a view (Access): columns, rows and page; the SQL too for those with Manage who ask',
    tags: ['data'],
    body: QuerySpecSchema,
    response: DataframeSchema,
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/data-provider/execute/test',
    auth: 'user',
    summary: "Run a view's SQL or structure before it is saved, with the editor's variables (Access on the source)",
    tags: ['data'],
    body: ViewPreviewSchema,
    response: DataframeSchema,
  }),
  functions: defineRoute({
    method: 'POST',
    path: '/data-provider/function/support/:sourceId',
    auth: 'user',
    summary: "The functions computed fields may use on the source's SQL dialect (Access on the source)",
    tags: ['data'],
    params: z.object({ sourceId: idField() }),
    response: z.array(FunctionInfoSchema),
  }),
  validateExpression: defineRoute({
    method: 'POST',
    path: '/data-provider/function/validate',
    auth: 'user',
    summary: 'Check a computed field expression against the fields and the source dialect: its type, or where it is wrong',
    tags: ['data'],
    body: ExpressionCheckSchema,
    response: ExpressionCheckResultSchema,
  }),
};
