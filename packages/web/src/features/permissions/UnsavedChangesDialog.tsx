import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface UnsavedChangesDialogProps {
  open: boolean;
  /** Whose permissions were being changed. */
  subjectName: string;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/** Asks before unsaved permission changes are thrown away (another subject chosen, the page left). */
export function UnsavedChangesDialog({ open, subjectName, onDiscard, onKeepEditing }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('permissions.unsavedTitle')}
      okText={t('permissions.discardAndContinue')}
      okButtonProps={{ danger: true }}
      cancelText={t('permissions.keepEditing')}
      onOk={onDiscard}
      onCancel={onKeepEditing}
    >
      {t('permissions.unsavedBody', { name: subjectName })}
    </Modal>
  );
}
