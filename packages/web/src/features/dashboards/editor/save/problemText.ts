import type { BoardProblem } from '@redbi/charts';
import type { TFunction } from 'i18next';

/**
 * A board problem in the reader's language: its message key is one of the shared catalogue (spec §5's
 * words, e.g. 'Widget name is duplicate with others, please change another one.'); a `field` parameter names
 * an entry of the `fields` catalogue.
 */
export function problemText(t: TFunction, problem: BoardProblem): string {
  const params: Record<string, string | number> = { ...problem.params };
  if (typeof params['field'] === 'string') params['field'] = t(`fields.${params['field']}`);
  return t(problem.messageKey, params);
}
