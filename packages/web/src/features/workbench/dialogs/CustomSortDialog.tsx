import { Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueBrowser } from '../values/ValueBrowser';
import type { FieldDialogProps } from './fieldDialogProps';
import { OrderedValues } from './OrderedValues';

/**
 * A custom order (spec §3: ascending, descending or custom): values picked from the field's distinct values,
 * put in order; the chart lists them first, in that order, the rest after.
 */
export function CustomSortDialog({ field, title, onApply, onClose }: FieldDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<string[]>(field.sort?.order === 'CUSTOM' ? (field.sort.values ?? []) : []);
  return (
    <Modal
      open
      width={720}
      title={t('workbench.customSort.title', { name: title })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => {
        onApply({ sort: values.length > 0 ? { order: 'CUSTOM', values } : undefined });
        onClose();
      }}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('workbench.customSort.hint')}</Typography.Paragraph>
      <Flex gap="middle" align="start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong>{t('workbench.customSort.available')}</Typography.Text>
          <ValueBrowser
            column={field.column}
            allowNull={false}
            selected={values}
            onToggle={(value, checked) => value !== null && setValues(checked ? [...values, value] : values.filter((each) => each !== value))}
          />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong>{t('workbench.customSort.chosen')}</Typography.Text>
          <OrderedValues values={values} onChange={setValues} />
        </div>
      </Flex>
    </Modal>
  );
}
