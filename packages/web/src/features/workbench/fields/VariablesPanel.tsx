import { CodeOutlined } from '@ant-design/icons';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWorkbench } from '../workbenchContext';
import { FieldGroup } from './FieldGroup';

/**
 * The view's query variables with the values this chart gives them (config.variables); without a value the
 * variable's default applies. Hidden variables are not shown; read-only ones show their default.
 */
export function VariablesPanel() {
  const { t } = useTranslation();
  const { view, state, dispatch } = useWorkbench();
  const variables = (view?.variables ?? []).filter((variable) => variable.type === 'query' && variable.permission !== 'hidden');
  return (
    <FieldGroup title={t('workbench.fields.variables')} icon={<CodeOutlined aria-hidden />} defaultOpen={variables.length > 0}>
      {variables.length === 0 && (
        <div role="listitem" style={{ paddingInlineStart: 28 }}>
          <Typography.Text type="secondary">{t('workbench.variables.empty')}</Typography.Text>
        </div>
      )}
      {variables.map((variable) => {
        const label = variable.label || variable.name;
        const readonly = variable.permission === 'readonly';
        const defaults = variable.defaultValue.length > 0 ? t('workbench.variables.placeholder', { values: variable.defaultValue.join(', ') }) : t('workbench.variables.noDefault');
        return (
          <div role="listitem" key={variable.name} style={{ paddingInlineStart: 28, marginBottom: 6 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {label} <code>${variable.name}$</code> {readonly && `· ${t('workbench.variables.readonly')}`}
            </Typography.Text>
            <Select
              mode="tags"
              size="small"
              style={{ width: '100%' }}
              aria-label={label}
              disabled={readonly}
              placeholder={defaults}
              open={false}
              suffixIcon={null}
              value={state.draft.config.variables[variable.name] ?? []}
              onChange={(values: string[]) => dispatch({ type: 'setVariable', name: variable.name, values })}
            />
          </div>
        );
      })}
    </FieldGroup>
  );
}
