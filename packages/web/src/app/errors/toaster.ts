import type { MessageInstance } from 'antd/es/message/interface';

export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

/**
 * Toasts from outside React (error reporting, session handling). Uses the message API of antd's <App>
 * (duration 1.5 s, top 65, centred), so toasts follow the theme; toasts asked for before it mounts wait.
 * The outlet that draws them (ToastBridge, with antd's message module) loads with the first toast asked
 * for (ToastOutlet): most pages show none, and the login page's code stays small.
 */
let messageApi: MessageInstance | null = null;
let wanted = false;
const waiting: [ToastLevel, string][] = [];
const listeners = new Set<() => void>();

export const toaster = {
  show(level: ToastLevel, content: string): void {
    if (messageApi) {
      void messageApi[level](content);
      return;
    }
    waiting.push([level, content]);
    if (!wanted) {
      wanted = true;
      listeners.forEach((listener) => listener());
    }
  },
  attach(api: MessageInstance): void {
    messageApi = api;
    for (const [level, content] of waiting.splice(0)) void api[level](content);
  },
  detach(api: MessageInstance): void {
    if (messageApi === api) messageApi = null;
  },
  /** Has a toast been asked for yet (the outlet is needed)? */
  isWanted: (): boolean => wanted,
  /** Called once the first toast is asked for. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
