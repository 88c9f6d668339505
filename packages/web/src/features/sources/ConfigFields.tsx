import type { SourceType } from '@redbi/shared/sources';
import type { ConnectorField } from '@redbi/shared/sources';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from './configForm';
import { configFieldRule, labelOf, useConfigTranslate } from './configRules';
import { KeyValueList } from './KeyValueList';

interface ConfigFieldsProps {
  type: SourceType;
  /** Secrets the server holds: their field stays empty and says that it keeps the stored value. */
  secretsSet: readonly string[];
  disabled?: boolean;
}

/** The settings of a source type, generated from its connector's field list (shared/sources). */
export function ConfigFields({ type, secretsSet, disabled = false }: ConfigFieldsProps) {
  const { t } = useTranslation();
  const translate = useConfigTranslate();

  const control = (field: ConnectorField) => {
    switch (field.kind) {
      case 'number':
        return <InputNumber min={field.min} max={field.max} precision={0} style={{ width: '100%' }} />;
      case 'password':
        return (
          <Input.Password
            autoComplete="new-password"
            placeholder={secretsSet.includes(field.name) ? t('sources.secretUnchanged') : undefined}
          />
        );
      case 'boolean':
        return <Switch />;
      case 'path':
      case 'text':
      case 'keyValue':
        return <Input autoComplete="off" />;
    }
  };

  return (
    <>
      {fieldsOf(type).map((field) => {
        const label = labelOf(field, translate);
        if (field.kind === 'keyValue') {
          return <KeyValueList key={field.name} path={['config', field.name]} label={label} translate={translate} disabled={disabled} />;
        }
        const extra =
          field.kind === 'path' ? t('sources.pathHint') : field.secret && secretsSet.includes(field.name) ? t('sources.secretHint') : undefined;
        return (
          <Form.Item
            key={field.name}
            name={['config', field.name]}
            label={label}
            required={field.required === true && !field.secret}
            rules={[configFieldRule(type, field, translate)]}
            valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
            extra={extra}
          >
            {control(field)}
          </Form.Item>
        );
      })}
    </>
  );
}
