import { Modal } from 'antd';
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface SaveConfirmationText {
  title: string;
  content: string;
  okText: string;
}

export interface SaveConfirmation {
  /** The modal's holder, to render where the flow's dialogs are. */
  holder: ReactElement;
  /** Asks "Save changes to …?" (spec §4: saving changes needs confirmation); `save` runs on OK and reports its own errors. */
  confirm(text: SaveConfirmationText, save: () => Promise<void>): void;
  /** A confirmation is open: a second Ctrl/⌘+S does not open another. */
  isConfirming(): boolean;
}

/** The confirmation before a save in mode edit, as the chart workbench, the board and the storyboard editors ask it. */
export function useSaveConfirmation(): SaveConfirmation {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const confirming = useRef(false);
  return {
    holder,
    confirm: (text, save) => {
      confirming.current = true;
      void modal.confirm({
        ...text,
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await save();
          } finally {
            confirming.current = false;
          }
        },
        onCancel: () => {
          confirming.current = false;
        },
      });
    },
    isConfirming: () => confirming.current,
  };
}
