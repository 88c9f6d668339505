import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { ToastOutlet } from './errors/ToastOutlet';
import { antdLocaleOf } from './i18n/i18n';
import { useLocale } from './i18n/locale';
import { DocumentTheme } from './theme/DocumentTheme';
import { usePrefersReducedMotion } from './theme/reducedMotion';
import { useResolvedTheme } from './theme/themeStore';

/** The query layer, antd's theme (without animations when the system asks for less motion) and language, and the toasts' outlet (loaded with the first toast). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const locale = useLocale();
  const resolved = useResolvedTheme();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocaleOf(locale)}
        theme={{ algorithm: resolved === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { motion: !reducedMotion } }}
        button={{ autoInsertSpace: false }}
      >
        <ToastOutlet />
        <DocumentTheme resolved={resolved} />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
