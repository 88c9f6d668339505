import { isApiError } from '../../api/ApiError';

export interface SqlPosition {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** Where in the SQL a refusal points (SQL_PARSE_FAILED, SOURCE_QUERY_FAILED send {line, column}), when it says so. */
export function sqlPositionOf(error: unknown): SqlPosition | undefined {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return undefined;
  const { line, column } = error.details as Record<string, unknown>;
  if (!isPositive(line)) return undefined;
  return { line, column: isPositive(column) ? column : 1 };
}
