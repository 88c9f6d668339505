import { useTranslation } from 'react-i18next';
import type { ModelProblem } from './modelProblems';

/** A model problem in the current language ('Name cannot be empty', 'Computed field name must be unique' …). */
export function useProblemText(): (problem: Pick<ModelProblem, 'key' | 'field'>) => string {
  const { t } = useTranslation();
  return ({ key, field }) => t(key, { field: field ? t(`fields.${field}`) : '' });
}
