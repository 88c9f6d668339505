import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText: string;
  danger?: boolean;
  /** Runs on OK; the dialog shows it pending and closes once it settles. */
  onOk: () => Promise<unknown>;
}

/**
 * Confirmation and refusal dialogs inside the app's theme and language; render `holder` once. A failed
 * `onOk` closes the dialog too: its error is reported where the action was started.
 */
export function useConfirm() {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const confirm = ({ title, content, okText, danger = false, onOk }: ConfirmOptions) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: t('common.cancel'),
      okButtonProps: { danger },
      onOk: () => onOk().catch(() => undefined),
    });
  const refuse = (title: string, content: string) => modal.error({ title, content });
  return { confirm, refuse, holder };
}
