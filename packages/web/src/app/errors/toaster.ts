import type { MessageInstance } from 'antd/es/message/interface';

export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

/**
 * Toasts from outside React (error reporting, session handling). Uses the message API of antd's <App>
 * (duration 1.5 s, top 65, centred), so toasts follow the theme; toasts asked for before it mounts wait.
 */
let messageApi: MessageInstance | null = null;
const waiting: [ToastLevel, string][] = [];

export const toaster = {
  show(level: ToastLevel, content: string): void {
    if (messageApi) void messageApi[level](content);
    else waiting.push([level, content]);
  },
  attach(api: MessageInstance): void {
    messageApi = api;
    for (const [level, content] of waiting.splice(0)) void api[level](content);
  },
  detach(api: MessageInstance): void {
    if (messageApi === api) messageApi = null;
  },
};
