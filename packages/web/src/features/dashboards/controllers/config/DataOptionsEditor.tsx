import type { ControllerConfig } from '@redbi/shared/domain';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWorkbenchView } from '../../../workbench/workbenchQueries';
import { viewTargets } from './controllerConfigEdits';
import { ViewSelect } from './ViewSelect';

type Options = ControllerConfig['options'];

interface DataOptionsEditorProps {
  orgId: string;
  options: Options;
  /** Tree facades also read parent fields. */
  tree: boolean;
  onChange: (options: Options) => void;
}

/** Options read from a view: the distinct values of a field, an optional label field and, for trees, the parent fields. */
export function DataOptionsEditor({ orgId, options, tree, onChange }: DataOptionsEditorProps) {
  const { t } = useTranslation();
  const view = useWorkbenchView(orgId, options.viewId ?? null);
  const fields = (view.data ? viewTargets(view.data).fields : []).map((name) => ({ value: name, label: name }));
  const fieldSelect = { showSearch: true, loading: view.isFetching, style: { width: '100%' }, options: fields, placeholder: t('controllers.targets.chooseField') };
  return (
    <>
      <Form.Item label={t('controllers.options.view')}>
        <ViewSelect
          orgId={orgId}
          label={t('controllers.options.view')}
          value={options.viewId}
          onChange={(viewId) => onChange({ ...options, viewId, valueField: undefined, labelField: undefined, parentFields: [] })}
        />
      </Form.Item>
      <Form.Item label={t('controllers.options.valueField')}>
        <Select {...fieldSelect} aria-label={t('controllers.options.valueField')} value={options.valueField} onChange={(valueField: string) => onChange({ ...options, valueField })} />
      </Form.Item>
      <Form.Item label={t('controllers.options.labelField')} extra={t('controllers.options.labelFieldHint')}>
        <Select {...fieldSelect} allowClear aria-label={t('controllers.options.labelField')} value={options.labelField} onChange={(labelField?: string) => onChange({ ...options, labelField })} />
      </Form.Item>
      {tree && (
        <Form.Item label={t('controllers.options.parentFields')} extra={t('controllers.options.parentFieldsHint')}>
          <Select {...fieldSelect} mode="multiple" aria-label={t('controllers.options.parentFields')} value={options.parentFields} onChange={(parentFields: string[]) => onChange({ ...options, parentFields })} />
        </Form.Item>
      )}
    </>
  );
}
