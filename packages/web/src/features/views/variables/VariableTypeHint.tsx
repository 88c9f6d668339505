import './messages';
import type { VariableType } from '@redbi/shared/domain';
import { useTranslation } from 'react-i18next';

/** One line on what a query or a permission variable does (the server enforces it; this says it). */
export function VariableTypeHint({ type }: { type: VariableType }) {
  const { t } = useTranslation();
  return <span>{t(`viewVariables.typeHint.${type}`)}</span>;
}
