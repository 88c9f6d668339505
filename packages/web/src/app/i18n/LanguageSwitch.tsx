import { locales } from '@redbi/shared/i18n';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../components/plain/PlainButton';
import { changeLocale, useLocale } from './locale';

/** English / 中文, for pages without the account menu (small link buttons, drawn with the plain controls). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLocale();
  return (
    <div style={{ display: 'inline-flex' }}>
      {locales.map((locale) => (
        <PlainButton key={locale} variant="link" size="small" disabled={locale === current} onClick={() => void changeLocale(locale)}>
          {t(`locale.${locale}`)}
        </PlainButton>
      ))}
    </div>
  );
}
