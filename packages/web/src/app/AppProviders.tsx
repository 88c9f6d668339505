import type { Locale } from '@redbi/shared/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { ToastBridge } from './errors/ToastBridge';
import { useLocale } from './i18n/locale';
import { DocumentTheme } from './theme/DocumentTheme';
import { usePrefersReducedMotion } from './theme/reducedMotion';
import { useResolvedTheme } from './theme/themeStore';

const antdLocales: Record<Locale, AntdLocale> = { en: enUS, zh: zhCN };

/** The query layer, antd's theme (without animations when the system asks for less motion) and language, and the toast outlet. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const locale = useLocale();
  const resolved = useResolvedTheme();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocales[locale]}
        theme={{ algorithm: resolved === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { motion: !reducedMotion } }}
        button={{ autoInsertSpace: false }}
      >
        <ToastBridge />
        <DocumentTheme resolved={resolved} />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
