import { columnTypes } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';

const knownColumnTypes = new Set<string>(columnTypes);

/** The JSON of each rows array, made once: a result kept in the memory cache is the same array on every hit. */
const rowsJson = new WeakMap<unknown[][], string>();

const invalid = (what: string) => new Error(`Invalid Dataframe answer: ${what}`);

function rowsToJson(rows: unknown[][]): string {
  const known = rowsJson.get(rows);
  if (known !== undefined) return known;
  if (!Array.isArray(rows) || !rows.every((row) => Array.isArray(row))) throw invalid('rows');
  const json = JSON.stringify(rows);
  rowsJson.set(rows, json);
  return json;
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);

/**
 * The answer of a route whose data is a Dataframe (`{success: true, data}`), written directly instead of
 * through the zod serializer, which checks and copies every row and cell on every answer. It writes exactly
 * the schema's fields (DataframeSchema: nothing else in the object reaches the client), checks the small
 * parts as the schema would (column names and types, the page's integers, `cached`), and turns each rows
 * array into JSON once, checking once that it holds arrays: the same cached result, answered again, costs
 * a lookup. The rows' values are the connectors' normalised JSON values (as with the zod serializer, whose
 * row schema accepts any value). A chart's extra queries' frames (`extras`) are written the same way.
 */
export function dataframeEnvelopeJson(envelope: { success: true; data: Dataframe }): string {
  return `{"success":true,"data":${frameJson(envelope.data, true)}}`;
}

/** One frame's JSON; a chart's frame also carries its extra queries' frames (`extras`, one level deep). */
function frameJson(frame: Dataframe, withExtras: boolean): string {
  const { columns, rows, pageInfo, script, cached, extras } = frame;
  const columnsJson = columns.map(({ name, type }) => {
    if (typeof name !== 'string' || !knownColumnTypes.has(type)) throw invalid('columns');
    return `{"name":${JSON.stringify(name)},"type":"${type}"}`;
  });
  const { pageNo, pageSize, total } = pageInfo;
  if (!isInteger(pageNo) || !isInteger(pageSize) || (total !== undefined && !isInteger(total))) throw invalid('pageInfo');
  if (typeof cached !== 'boolean' || (script !== undefined && typeof script !== 'string')) throw invalid('script or cached');
  const page = `{"pageNo":${pageNo},"pageSize":${pageSize}${total === undefined ? '' : `,"total":${total}`}}`;
  const extrasJson =
    withExtras && extras !== undefined
      ? `,"extras":{${Object.entries(extras)
          .map(([name, extra]) => `${JSON.stringify(name)}:${frameJson(extra, false)}`)
          .join(',')}}`
      : '';
  return (
    `{"columns":[${columnsJson.join(',')}],"rows":${rowsToJson(rows)},"pageInfo":${page}` +
    `${script === undefined ? '' : `,"script":${JSON.stringify(script)}`},"cached":${cached}${extrasJson}}`
  );
}
