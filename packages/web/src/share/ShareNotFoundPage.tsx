import { useTranslation } from 'react-i18next';
import { ShareMessage } from './ShareMessage';

/** Any other path of the share pages, among them the further public share routes of spec §2 (/shareHistory …). */
export function ShareNotFoundPage() {
  const { t } = useTranslation();
  return <ShareMessage status="404" title={t('notFound.title')} message={t('sharePage.notFound')} />;
}
