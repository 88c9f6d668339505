import { fieldFormatter } from '@redbi/charts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/locale';
import { DateFormatEditor, SAMPLE_MOMENT } from '../format/DateFormatEditor';
import type { FieldDialogProps } from './fieldDialogProps';

export function DateFormatDialog({ field, title, onApply, onClose }: FieldDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [pattern, setPattern] = useState<string | undefined>(field.dateFormat);
  const { dateFormat: _own, ...byLevel } = field;
  return (
    <Modal
      open
      title={t('workbench.dateFormat.title', { name: title })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => {
        onApply({ dateFormat: pattern });
        onClose();
      }}
      onCancel={onClose}
    >
      <DateFormatEditor value={pattern} onChange={setPattern} levelSample={fieldFormatter(byLevel, locale)(SAMPLE_MOMENT)} />
    </Modal>
  );
}
