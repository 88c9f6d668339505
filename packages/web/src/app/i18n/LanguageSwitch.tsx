import { locales } from '@redbi/shared/i18n';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from './locale';

/** English / 中文, for pages without the account menu. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLocale();
  return (
    <Space size={0}>
      {locales.map((locale) => (
        <Button key={locale} type="link" size="small" disabled={locale === current} onClick={() => void changeLocale(locale)}>
          {t(`locale.${locale}`)}
        </Button>
      ))}
    </Space>
  );
}
