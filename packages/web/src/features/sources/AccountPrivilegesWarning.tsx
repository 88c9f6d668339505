import type { SourceType } from '@redbi/shared/sources';
import { Alert, Button, Flex, theme, Typography } from 'antd';
import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { readOnlyAccount, readOnlyAccountSql } from './readOnlyAccountSql';

interface AccountPrivilegesWarningProps {
  /** What the account may do beyond reading; nothing is shown for [] or null (not known). */
  privileges: readonly string[] | null | undefined;
  type: SourceType;
  /** Named in the statements that create a read-only account. */
  database?: string | undefined;
  /** The account just tested, or the one the saved source connects with. */
  subject: 'tested' | 'saved';
  style?: CSSProperties;
}

/**
 * The warning for a source account that can do more than read (a superuser, FILE, SUPER …): views are
 * checked for writes anyway, but a read-only account is the surest protection, and how to create one.
 */
export function AccountPrivilegesWarning({ privileges, type, database = '', subject, style }: AccountPrivilegesWarningProps) {
  const { t, i18n } = useTranslation();
  const [showingHow, setShowingHow] = useState(false);
  const howId = useId();
  const { token } = theme.useToken();
  if (!privileges || privileges.length === 0) return null;

  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'narrow' }).format(privileges);
  const sql = readOnlyAccountSql[type]?.(database);
  return (
    <Alert
      type="warning"
      showIcon
      style={style}
      message={t(subject === 'tested' ? 'sources.account.tested' : 'sources.account.saved', { privileges: list })}
      description={
        <Flex vertical gap={8} align="start">
          <span>{t('sources.account.advice')}</span>
          {sql && (
            <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={showingHow} aria-controls={howId} onClick={() => setShowingHow(!showingHow)}>
              {t(showingHow ? 'sources.account.hideHow' : 'sources.account.howTo')}
            </Button>
          )}
          {sql && showingHow && (
            <div id={howId} style={{ width: '100%' }}>
              <Typography.Paragraph style={{ marginBottom: 4 }}>{t('sources.account.howIntro', { account: readOnlyAccount })}</Typography.Paragraph>
              <div style={{ position: 'relative' }}>
                <pre
                  style={{
                    margin: 0,
                    padding: '8px 36px 8px 12px',
                    overflowX: 'auto',
                    fontFamily: token.fontFamilyCode,
                    fontSize: token.fontSizeSM,
                    background: token.colorFillQuaternary,
                    border: `1px solid ${token.colorBorderSecondary}`,
                    borderRadius: token.borderRadius,
                  }}
                >
                  {sql}
                </pre>
                <Typography.Text copyable={{ text: sql }} style={{ position: 'absolute', top: 6, right: 10 }} />
              </div>
            </div>
          )}
        </Flex>
      }
    />
  );
}
