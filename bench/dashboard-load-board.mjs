// The board dashboard-load measures: one SQL view over Sakila (payments with their film, category, store
// and customer: a join of thirteen tables) and 30 saved charts on it, each asking a different query, laid
// out three to a row on the auto layout.

/** Every payment with what the charts group it by. */
export const PAYMENTS_SQL = `SELECT c.name AS category, f.rating::text AS rating, sc.city AS store_city, co.country AS customer_country,
  p.payment_date, p.amount, f.length AS film_length, p.customer_id
FROM payment p
JOIN rental r ON r.rental_id = p.rental_id
JOIN inventory i ON i.inventory_id = r.inventory_id
JOIN film f ON f.film_id = i.film_id
JOIN film_category fc ON fc.film_id = f.film_id
JOIN category c ON c.category_id = fc.category_id
JOIN store s ON s.store_id = i.store_id
JOIN address sa ON sa.address_id = s.address_id
JOIN city sc ON sc.city_id = sa.city_id
JOIN customer cu ON cu.customer_id = p.customer_id
JOIN address ca ON ca.address_id = cu.address_id
JOIN city cc ON cc.city_id = ca.city_id
JOIN country co ON co.country_id = cc.country_id`;

export const PAYMENTS_MODEL = {
  columns: [
    { name: 'category', type: 'string' },
    { name: 'rating', type: 'string' },
    { name: 'store_city', type: 'string' },
    { name: 'customer_country', type: 'string' },
    { name: 'payment_date', type: 'date' },
    { name: 'amount', type: 'numeric' },
    { name: 'film_length', type: 'numeric' },
    { name: 'customer_id', type: 'numeric' },
  ],
};

const dimension = (column, extra = {}) => ({ uid: 'd', column, type: column === 'payment_date' ? 'date' : 'string', ...extra });
const month = dimension('payment_date', { dateLevel: 'month', sort: { order: 'ASC' } });
const metric = (aggregate, column = 'amount', uid = 'm') => ({ uid, column, type: 'numeric', aggregate });

/** [chart type, sections]: 30 distinct queries (no two alike, so none is shared). */
const charts = [
  ...['category', 'rating', 'store_city'].flatMap((column) => ['SUM', 'COUNT'].map((aggregate) => ['cluster-column', { dimensions: [dimension(column)], metrics: [metric(aggregate)] }])),
  ['cluster-column', { dimensions: [month], metrics: [metric('SUM', 'film_length')] }],
  ['cluster-column', { dimensions: [dimension('category')], metrics: [metric('AVG', 'film_length')] }],
  ['cluster-bar', { dimensions: [dimension('customer_country')], metrics: [metric('SUM')] }],
  ['cluster-bar', { dimensions: [dimension('customer_country')], metrics: [metric('AVG')] }],
  ['cluster-bar', { dimensions: [dimension('category')], metrics: [metric('AVG')] }],
  ...['SUM', 'COUNT', 'AVG'].map((aggregate) => ['line', { dimensions: [month], metrics: [metric(aggregate)] }]),
  ...['MAX', 'MIN'].map((aggregate) => ['area', { dimensions: [month], metrics: [metric(aggregate)] }]),
  ['pie', { dimensions: [dimension('category')], metrics: [metric('SUM', 'film_length')] }],
  ['pie', { dimensions: [dimension('rating')], metrics: [metric('COUNT', 'customer_id')] }],
  ['pie', { dimensions: [dimension('store_city')], metrics: [metric('AVG')] }],
  ['doughnut', { dimensions: [dimension('rating')], metrics: [metric('SUM', 'film_length')] }],
  ['doughnut', { dimensions: [dimension('category')], metrics: [metric('COUNT_DISTINCT', 'customer_id')] }],
  ...['SUM', 'COUNT', 'AVG', 'MAX', 'MIN'].map((aggregate) => ['score-card', { metrics: [metric(aggregate)] }]),
  ['score-card', { metrics: [metric('COUNT_DISTINCT', 'customer_id')] }],
  ['table', { columns: [dimension('category'), { ...dimension('rating'), uid: 'r' }, metric('SUM')] }],
  ['table', { columns: [dimension('store_city'), { ...dimension('category'), uid: 'c' }, metric('COUNT')] }],
  ['table', { columns: [dimension('customer_country'), metric('SUM'), metric('COUNT', 'amount', 'n')] }],
];
if (charts.length !== 30) throw new Error(`the board needs 30 charts, not ${charts.length}`);

/** The charts to save, in board order: name and config. */
export const chartConfigs = () => charts.map(([chartType, sections], index) => ({ name: `Payments ${index + 1} (${chartType})`, config: { chartType, sections } }));

/** The auto-layout board of the saved charts, three 8-column widgets a row. */
export const boardOf = (chartIds) => ({
  layout: 'auto',
  widgets: chartIds.map((chartId, index) => ({
    id: `w${index + 1}`,
    name: `widget_${index + 1}`,
    type: 'chart',
    config: { chartId },
    desktop: { x: (index % 3) * 8, y: Math.floor(index / 3) * 8, w: 8, h: 8 },
    mobile: { x: 0, y: index * 8, w: 6, h: 8 },
  })),
});
