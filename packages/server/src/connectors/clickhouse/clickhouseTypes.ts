import type { ColumnType } from '@redbi/shared/domain';
import type { QueryColumn } from '../connector';
import { normalizeDate, normalizeTimestamp, toNumber, toText } from '../normalizeValues';

/** The type inside Nullable(…) and LowCardinality(…): what the values are. */
export function clickhouseBaseType(dbType: string): string {
  let type = dbType.trim();
  for (;;) {
    const inner = /^(?:Nullable|LowCardinality)\((.*)\)$/s.exec(type);
    if (!inner) return type;
    type = (inner[1] as string).trim();
  }
}

/** A ClickHouse type as RedBI's normalised column type. */
export function clickhouseColumnType(dbType: string): ColumnType {
  const base = clickhouseBaseType(dbType);
  if (/^(U?Int\d+|Float\d+|BFloat16|Decimal(\d+)?\()/.test(base) || /^Decimal\d*$/.test(base)) return 'number';
  if (base === 'Bool') return 'boolean';
  if (/^Date(32)?$/.test(base)) return 'date';
  if (/^DateTime(64)?(\(|$)/.test(base)) return 'datetime';
  if (/^(String|FixedString\(|Enum(8|16)?\(|UUID$|IPv4$|IPv6$)/.test(base)) return 'string';
  return 'other';
}

export const clickhouseColumnOf = (name: string, dbType: string): QueryColumn => ({ name, type: clickhouseColumnType(dbType), dbType });

/**
 * How a value of the column reads once normalised (QueryResult). The connector asks for JSON with 64-bit
 * integers and decimals quoted (no digit lost on the way) and date-times in ISO 8601 UTC
 * (date_time_output_format = 'iso': '2024-02-29T11:45:06Z', a DateTime being an instant).
 */
export function clickhouseValueReader(column: QueryColumn): (value: unknown) => unknown {
  switch (column.type) {
    case 'number':
      return toNumber;
    case 'boolean':
      return (value) => value === true || value === 1 || value === 'true';
    case 'date':
      return (value) => normalizeDate(String(value));
    case 'datetime':
      return (value) => normalizeTimestamp(String(value), true);
    case 'string': {
      // FixedString pads with NUL bytes.
      if (clickhouseBaseType(column.dbType).startsWith('FixedString(')) return (value) => String(value).replace(/\0+$/, '');
      return (value) => (typeof value === 'string' ? value : toText(value));
    }
    default:
      return toText;
  }
}
