import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Translate } from '@redbi/shared/i18n';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { propertyKeyRule, propertyValueRule } from './configRules';

interface KeyValueListProps {
  /** The list's path in the form: ['config', 'properties']. */
  path: (string | number)[];
  label: string;
  translate: Translate;
  disabled?: boolean;
}

/** Editable key/value rows (a connector's extra properties) with add, remove and the 'Duplicate key' check. */
export function KeyValueList({ path, label, translate, disabled = false }: KeyValueListProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} style={{ marginBottom: 24 }}>
      <Typography.Text style={{ display: 'block', marginBottom: 8 }}>{label}</Typography.Text>
      <Form.List name={path}>
        {(rows, { add, remove }) => (
          <>
            {rows.length === 0 && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {t('sources.property.none')}
              </Typography.Paragraph>
            )}
            {rows.map((row, position) => {
              const otherKeys = rows.filter((other) => other.key !== row.key).map((other) => [...path, other.name, 'key']);
              return (
                <div key={row.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                  <Form.Item
                    name={[row.name, 'key']}
                    rules={[propertyKeyRule(path, row.name, translate)]}
                    dependencies={[...otherKeys, [...path, row.name, 'value']]}
                    style={{ flex: 1, marginBottom: 8 }}
                  >
                    <Input aria-label={t('sources.property.key', { index: position + 1 })} placeholder={t('sources.fields.key')} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'value']} rules={[propertyValueRule(translate)]} style={{ flex: 2, marginBottom: 8 }}>
                    <Input aria-label={t('sources.property.value', { index: position + 1 })} placeholder={t('sources.fields.value')} />
                  </Form.Item>
                  {!disabled && (
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('sources.property.remove', { index: position + 1 })}
                      onClick={() => remove(row.name)}
                    />
                  )}
                </div>
              );
            })}
            {!disabled && (
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ key: '', value: '' })}>
                {t('sources.property.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </div>
  );
}
