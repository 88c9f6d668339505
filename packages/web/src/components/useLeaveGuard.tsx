import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** The confirmation's texts, already translated (each editor words it its own way). */
export interface LeaveGuardTexts {
  title: string;
  body: string;
  leave: string;
  stay: string;
}

/**
 * While `dirty`, leaving an editor (another route, closing the tab) asks first; a change of the query string
 * (`?tab=`) is not leaving. `release()` lets the next navigation through: after a save, or once a Close was
 * confirmed. Render `holder` once in the editor.
 */
export function useLeaveGuard(dirty: boolean, texts: LeaveGuardTexts) {
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
      title={texts.title}
      okText={texts.leave}
      okButtonProps={{ danger: true }}
      cancelText={texts.stay}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {texts.body}
    </Modal>
  );
  return {
    holder,
    release: () => {
      blocking.current = false;
    },
  };
}
