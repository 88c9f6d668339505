import { message } from 'antd';
import { useEffect } from 'react';
import { toaster } from './toaster';

/** Toasts of spec §9: 1.5 s, 65 px from the top, centred. */
const messageConfig = { duration: 1.5, top: 65 };

/** Renders the toasts inside the theme and lends their API to the toaster. */
export function ToastBridge() {
  const [messageApi, holder] = message.useMessage(messageConfig);
  useEffect(() => {
    toaster.attach(messageApi);
    return () => toaster.detach(messageApi);
  }, [messageApi]);
  return holder;
}
