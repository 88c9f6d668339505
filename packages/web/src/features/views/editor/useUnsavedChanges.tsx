import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the page (another route, closing the tab) asks first; a change of `?tab=` is not
 * leaving. `release()` lets the next navigation through (after a save that moves to the new view).
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation();
  const blocking = useRef(dirty);
  useEffect(() => {
    blocking.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => blocking.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const holder = (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('views.editor.leaveTitle')}
      okText={t('views.editor.leave')}
      okButtonProps={{ danger: true }}
      cancelText={t('views.editor.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('views.editor.leaveBody')}
    </Modal>
  );
  return {
    holder,
    release: () => {
      blocking.current = false;
    },
  };
}
