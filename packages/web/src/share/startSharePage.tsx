import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from '../api/apiClient';
import { installReact19RenderForAntd } from '../app/antdReact19';
import { AppProviders } from '../app/AppProviders';
import { reportError } from '../app/errors/reportError';
import { currentLocale, initI18n, loadStartLocale } from '../app/i18n/i18n';
import { applyLocale } from '../app/i18n/locale';
import { createQueryClient } from '../app/queryClient';
import { shareClientId } from './shareClientId';
import { createShareRouter } from './shareRouter';

/**
 * The share pages' app: the app's providers (query layer, antd theme light or dark as stored or as the
 * system says, the viewer's language), its own router and nothing of the main shell, workbench or editors.
 */
export async function startSharePage(container: HTMLElement): Promise<void> {
  installReact19RenderForAntd();
  initI18n();
  await loadStartLocale();
  applyLocale(currentLocale());
  shareClientId();
  configureApiClient({ locale: currentLocale });
  const queryClient = createQueryClient(reportError);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createShareRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}
