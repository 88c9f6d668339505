import { useSyncExternalStore } from 'react';

/** Whether the header's download list is open: a download just submitted opens it from anywhere. */
let open = false;
const listeners = new Set<() => void>();

export const downloadListOpener = {
  set(next: boolean): void {
    if (open === next) return;
    open = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => open,
};

export const useDownloadListOpen = (): boolean => useSyncExternalStore(downloadListOpener.subscribe, downloadListOpener.get);
