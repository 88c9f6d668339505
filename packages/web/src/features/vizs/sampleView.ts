import type { NewView, SourceNode, ViewNode } from '@redbi/shared/domain';

/**
 * The sample source a fresh install brings (SAMPLE_SOURCE, docs/configuration.md): a file source named
 * 'Sample: Chinook' whose tables are the CSV files of packages/server/sample-data/chinook.
 */
const SAMPLE_SOURCE_NAME = /^Sample: Chinook\b/;

/** Invoice lines with what a first chart groups by: when, where (country, city) and what (genre). */
export const SAMPLE_SALES_SQL = `SELECT
  i.invoice_date AS invoice_date,
  c.country AS country,
  c.city AS city,
  g.name AS genre,
  il.quantity AS quantity,
  il.unit_price * il.quantity AS amount
FROM invoice_line il
  JOIN invoice i ON i.invoice_id = il.invoice_id
  JOIN customer c ON c.customer_id = i.customer_id
  JOIN track t ON t.track_id = il.track_id
  JOIN genre g ON g.genre_id = t.genre_id`;

/** The sample source, when the organisation has it and the caller may use it. */
export const findSampleSource = (sources: readonly SourceNode[]): SourceNode | undefined =>
  sources.find((source) => !source.isFolder && !source.archived && source.type === 'file' && SAMPLE_SOURCE_NAME.test(source.name) && source.privileges.includes('access'));

/** A view made before on the sample source under one of the names it is given (one per language). */
export const findSampleView = (views: readonly ViewNode[], sourceId: string, names: readonly string[]): ViewNode | undefined =>
  views.find((view) => !view.isFolder && !view.archived && view.sourceId === sourceId && names.includes(view.name) && view.privileges.includes('access'));

/** The sample sales view: its SQL with a typed model (the country categorised as one, for maps). */
export const sampleSalesView = (sourceId: string, name: string, description: string): NewView => ({
  isFolder: false,
  name,
  description,
  parentId: null,
  sourceId,
  type: 'SQL',
  script: SAMPLE_SALES_SQL,
  model: {
    version: 1,
    columns: [
      { name: 'invoice_date', type: 'date', category: 'uncategorized' },
      { name: 'country', type: 'string', category: 'country' },
      { name: 'city', type: 'string', category: 'city' },
      { name: 'genre', type: 'string', category: 'uncategorized' },
      { name: 'quantity', type: 'numeric', category: 'uncategorized' },
      { name: 'amount', type: 'numeric', category: 'uncategorized' },
    ],
    hierarchies: [],
    computedFields: [],
  },
});
