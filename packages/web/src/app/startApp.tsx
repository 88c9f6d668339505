import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from '../api/apiClient';
import { bootstrapSession } from '../features/auth/session/bootstrapSession';
import { persistCurrentUser } from '../features/auth/session/currentUser';
import { sysInfoQuery } from '../features/system/sysInfo';
import { installReact19RenderForAntd } from './antdReact19';
import { AppProviders } from './AppProviders';
import { reportError } from './errors/reportError';
import { toaster } from './errors/toaster';
import { handleSessionExpired } from './handleSessionExpired';
import { currentLocale, i18n, initI18n, loadStartLocale } from './i18n/i18n';
import { applyLocale } from './i18n/locale';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './routing/routes';

/** Wires the app together and renders it into `container` (once the UI language's catalogues are in). */
export async function startApp(container: HTMLElement): Promise<void> {
  installReact19RenderForAntd();
  initI18n();
  await loadStartLocale();
  applyLocale(currentLocale());
  const queryClient = createQueryClient(reportError);
  const router = createAppRouter(queryClient);
  configureApiClient({ locale: currentLocale, onSessionExpired: () => handleSessionExpired(queryClient, router) });
  persistCurrentUser(queryClient);
  void queryClient.prefetchQuery(sysInfoQuery);
  void bootstrapSession(queryClient, () => toaster.show('warning', i18n.t('session.tokenExpired')));

  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
