import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDialogProps } from './fieldDialogProps';

/** The name the chart shows for a field; empty gives back the default (the column, or SUM(column)). */
export function AliasDialog({ field, title, onApply, onClose }: FieldDialogProps) {
  const { t } = useTranslation();
  const [alias, setAlias] = useState(field.alias ?? '');
  const apply = () => {
    onApply({ alias: alias.trim() === '' ? undefined : alias.trim() });
    onClose();
  };
  return (
    <Modal open title={t('workbench.alias.title', { name: title })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={apply} onCancel={onClose}>
      <Form layout="vertical" component="div">
        <Form.Item label={t('workbench.alias.label')} htmlFor="field-alias" extra={t('workbench.alias.hint')}>
          <Input id="field-alias" autoFocus maxLength={255} value={alias} placeholder={field.column} onChange={(event) => setAlias(event.target.value)} onPressEnter={apply} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
