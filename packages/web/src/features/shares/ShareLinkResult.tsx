import { CopyOutlined } from '@ant-design/icons';
import type { ShareLink } from '@redbi/shared/domain';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { copyText, linkAndCodeText } from './copyText';
import './messages';

/**
 * A link just made (or made anew): shown this once — only its hash is stored — with its access code for
 * CODE, and copied in one click, alone or with the code.
 */
export function ShareLinkResult({ link, onDone }: { link: ShareLink; onDone?: () => void }) {
  const { t } = useTranslation();
  const { url, share } = link;
  const copy = async (text: string) => {
    if (await copyText(text)) toaster.show('success', t('shares.link.copied'));
    else toaster.show('error', t('shares.link.copyFailed'));
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="warning" showIcon message={t('shares.link.onceTitle')} description={t('shares.link.onceBody')} />
      <div>
        <Typography.Text strong>{t('shares.link.url')}</Typography.Text>
        <Input readOnly value={url} aria-label={t('shares.link.url')} onFocus={(event) => event.target.select()} style={{ fontFamily: 'monospace' }} />
      </div>
      {share.code && (
        <div>
          <Typography.Text strong>{t('shares.link.code')}</Typography.Text>
          <Input readOnly value={share.code} aria-label={t('shares.link.code')} onFocus={(event) => event.target.select()} style={{ fontFamily: 'monospace', letterSpacing: 2 }} />
        </div>
      )}
      <Space wrap>
        <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy(url)}>
          {t('shares.link.copy')}
        </Button>
        {share.code && (
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(linkAndCodeText(url, share.code!, t('shares.link.code')))}>
            {t('shares.link.copyWithCode')}
          </Button>
        )}
        {onDone && <Button onClick={onDone}>{t('shares.link.done')}</Button>}
      </Space>
    </Space>
  );
}
