/**
 * The rows both pages draw, made the same way in each (deterministic, no randomness), so that the
 * workbench page and the bare ECharts page are handed identical data. Columns are named by field uid, as
 * the query answers them (packages/charts/src/query/buildQuery.ts).
 */
import type { ChartData } from '@redbi/charts';

export const LINE_POINTS = 100_000;
export const TABLE_ROWS = 10_000;

const START = Date.UTC(2024, 0, 1);
const MINUTE = 60_000;

/** A minute's timestamp as a date column carries it (ISO, no zone). */
const minuteAt = (index: number): string => new Date(START + index * MINUTE).toISOString().slice(0, 19);

/** A slow wave with a deterministic ripple: LTTB has peaks and troughs to keep. */
const waveAt = (index: number): number => Math.round((Math.sin(index / 500) * 1000 + ((index * 7919) % 211) - 105) * 100) / 100;

/** 100,000 points: one date column `t` (a minute each) and one number column `v`. */
export function lineData(): ChartData {
  return {
    columns: [
      { name: 't', type: 'datetime' },
      { name: 'v', type: 'number' },
    ],
    rows: Array.from({ length: LINE_POINTS }, (_, index) => [minuteAt(index), waveAt(index)]),
  };
}

const regions = ['East', 'West', 'North', 'South', 'Central'];
const products = ['Laptop', 'Monitor', 'Keyboard', 'Mouse', 'Dock', 'Headset', 'Webcam'];

/** 10,000 detail rows of six columns (two strings, a date, three numbers), all on one page of the result. */
export function tableData(): ChartData {
  return {
    columns: [
      { name: 'region', type: 'string' },
      { name: 'product', type: 'string' },
      { name: 'orderDate', type: 'date' },
      { name: 'quantity', type: 'number' },
      { name: 'amount', type: 'number' },
      { name: 'discount', type: 'number' },
    ],
    rows: Array.from({ length: TABLE_ROWS }, (_, index) => [
      regions[index % regions.length],
      `${products[index % products.length]} ${1 + (index % 13)}`,
      new Date(START + (index % 730) * 24 * 60 * MINUTE).toISOString().slice(0, 10),
      1 + ((index * 31) % 50),
      Math.round(((index * 7919) % 100_000) * 1.37) / 100,
      ((index * 17) % 30) / 100,
    ]),
    total: TABLE_ROWS,
    pageNo: 1,
    pageSize: TABLE_ROWS,
  };
}
