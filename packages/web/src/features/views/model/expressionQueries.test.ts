import { dataProviderRoutes } from '@redbi/shared/api';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { answerApi, apiError } from '../../../testing/renderWithProviders';
import { api } from '../../../api/apiClient';
import { expressionErrorPosition } from './expressionQueries';
import { lineAndColumn } from './ExpressionErrorMarker';

/** The error the validation call rejects with when the server answers `reply`. */
async function refusal(reply: unknown): Promise<unknown> {
  vi.stubGlobal('fetch', vi.fn(answerApi({ 'POST /data-provider/function/validate': reply })));
  return api(dataProviderRoutes.validateExpression, { body: { sourceId: 's1', expression: '[a] +', fields: [] } }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('expressionErrorPosition', () => {
  it('reads the position an EXPRESSION_INVALID answer points at', async () => {
    const error = await refusal(apiError(400, 'EXPRESSION_INVALID', 'Invalid expression at position 5: unexpected end', { position: 5 }));
    expect(expressionErrorPosition(error)).toBe(5);
  });

  it('has none without one, or for other errors', async () => {
    expect(expressionErrorPosition(await refusal(apiError(400, 'EXPRESSION_INVALID', 'Invalid expression at position 5: x')))).toBeUndefined();
    expect(expressionErrorPosition(await refusal(apiError(403, 'FORBIDDEN', 'No', { position: 5 })))).toBeUndefined();
    expect(expressionErrorPosition(new ApiError({ status: 400, errCode: 'EXPRESSION_INVALID', message: 'at position 3' }))).toBeUndefined();
  });
});

describe('lineAndColumn', () => {
  it('finds the line and column of an offset', () => {
    expect(lineAndColumn('[a] +\n  [b', 8)).toEqual({ line: 1, column: 2 });
    expect(lineAndColumn('abc', 0)).toEqual({ line: 0, column: 0 });
    expect(lineAndColumn('abc', 99)).toEqual({ line: 0, column: 3 });
  });
});
