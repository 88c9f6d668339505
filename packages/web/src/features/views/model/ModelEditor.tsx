import './messages';
import type { ViewModel } from '@redbi/shared/domain';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ComputedFieldsTable } from './ComputedFieldsTable';
import { HierarchiesEditor } from './HierarchiesEditor';
import { ModelColumnsTable } from './ModelColumnsTable';
import { modelProblems } from './modelProblems';

interface ModelEditorProps {
  model: ViewModel;
  onChange: (model: ViewModel) => void;
  /** The view's source: its dialect decides the functions computed fields may use. */
  sourceId: string;
  readOnly?: boolean;
  /** The view's variable names: a model name may not repeat one ('Variable names and model names must be unique'). */
  variableNames?: readonly string[];
}

const noNames: readonly string[] = [];

/**
 * The model of a view: each column's type and category, hierarchies, and computed fields. Problems are shown
 * where they are as the user edits; the server checks the same rules when the view is saved.
 */
export function ModelEditor({ model, onChange, sourceId, readOnly = false, variableNames = noNames }: ModelEditorProps) {
  const { t } = useTranslation();
  const problems = modelProblems(model, variableNames);
  const shared = { model, problems, onChange, readOnly };

  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'columns',
          label: t('viewModel.tabs.columns', { count: model.columns.length }),
          children: <ModelColumnsTable {...shared} />,
        },
        {
          key: 'hierarchies',
          label: t('viewModel.tabs.hierarchies', { count: model.hierarchies.length }),
          children: <HierarchiesEditor {...shared} />,
        },
        {
          key: 'computed',
          label: t('viewModel.tabs.computed', { count: model.computedFields.length }),
          children: <ComputedFieldsTable {...shared} sourceId={sourceId} variableNames={variableNames} />,
        },
      ]}
    />
  );
}
