import type { NewView } from './view';

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
