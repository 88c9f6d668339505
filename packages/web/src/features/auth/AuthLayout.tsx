import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../app/i18n/LanguageSwitch';
import { plainClass } from '../../components/plain/plainControlsCss';
import { PlainControlsStyle } from '../../components/plain/PlainControlsStyle';
import { usePageTitle } from '../../components/usePageTitle';

/**
 * The frame of the pages before login: product name, the page's heading, its content, the language.
 * Plain elements styled by the theme's tokens keep the login route's code small; the plain controls' CSS
 * (PlainControlsStyle) is drawn here for the pages' forms and the language switch.
 */
export function AuthLayout({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  usePageTitle(title);
  return (
    <main className={plainClass.scope} style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 16, padding: 16, boxSizing: 'border-box' }}>
      <div style={{ fontSize: 24, fontWeight: 600, color: token.colorText }}>{t('app.name')}</div>
      <div
        style={{
          width: '100%',
          maxWidth: 420,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <h1 style={{ marginTop: 0, fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading }}>{heading}</h1>
        {children}
      </div>
      <LanguageSwitch />
      <PlainControlsStyle />
    </main>
  );
}
