import { dataProviderRoutes } from '@redbi/shared/api';
import type { FieldType } from '@redbi/shared/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/apiClient';
import { isApiError } from '../../../api/ApiError';

/** The function catalogue of a source's dialect: the same for every view of the source, so kept by source. */
const functionsKey = (sourceId: string) => ['dataProvider', 'functions', sourceId] as const;

/** POST /data-provider/function/support/:sourceId: what computed fields may call on this source. */
export const useFunctionCatalogue = (sourceId: string) =>
  useQuery({
    queryKey: functionsKey(sourceId),
    queryFn: () => api(dataProviderRoutes.functions, { params: { sourceId } }),
    enabled: sourceId !== '',
    staleTime: Infinity,
    meta: { silent: true },
  });

export interface ExpressionCheck {
  expression: string;
  /** Columns, and the other computed fields with their expressions (so that nesting and cycles are seen). */
  fields: { name: string; type: FieldType; expression?: string }[];
  /** The computed field being defined. */
  name?: string;
}

/** POST /data-provider/function/validate: the expression's type, or where it is wrong (shown in the editor). */
export const useValidateExpression = (sourceId: string) =>
  useMutation({
    mutationFn: (check: ExpressionCheck) => api(dataProviderRoutes.validateExpression, { body: { sourceId, ...check } }),
    meta: { silent: true },
  });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The 0-based position an EXPRESSION_INVALID answer points at (its `data.position`). */
export function expressionErrorPosition(error: unknown): number | undefined {
  if (!isApiError(error) || error.errCode !== 'EXPRESSION_INVALID') return undefined;
  const { details } = error;
  return isRecord(details) && typeof details.position === 'number' ? details.position : undefined;
}
