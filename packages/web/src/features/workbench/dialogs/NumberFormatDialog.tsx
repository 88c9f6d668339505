import type { NumberFormat } from '@redbi/charts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/locale';
import { NumberFormatEditor } from '../format/NumberFormatEditor';
import type { FieldDialogProps } from './fieldDialogProps';

export function NumberFormatDialog({ field, title, onApply, onClose }: FieldDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [format, setFormat] = useState<NumberFormat | undefined>(field.format);
  return (
    <Modal
      open
      width={560}
      title={t('workbench.numberFormat.title', { name: title })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => {
        onApply({ format });
        onClose();
      }}
      onCancel={onClose}
    >
      <NumberFormatEditor value={format} onChange={setFormat} locale={locale} />
    </Modal>
  );
}
