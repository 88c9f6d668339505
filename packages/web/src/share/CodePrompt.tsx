import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../components/usePageTitle';

/**
 * Asks a CODE share's viewer for the access code: the server's message under it when a code was wrong
 * or too many were tried (429 says how long to wait).
 */
export function CodePrompt({ name, code, error, busy, onSubmit }: { name: string; code?: string; error?: string; busy: boolean; onSubmit: (code: string) => void }) {
  const { t } = useTranslation();
  usePageTitle(name);
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <Card style={{ width: 'min(400px, 100%)' }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          <LockOutlined aria-hidden /> {t('sharePage.codeTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('sharePage.codeHint')}</Typography.Paragraph>
        <Form layout="vertical" requiredMark={false} initialValues={{ code }} onFinish={({ code }: { code: string }) => onSubmit(code.trim().toUpperCase())}>
          <Form.Item name="code" label={t('sharePage.codeLabel')} rules={[{ required: true, whitespace: true, message: t('sharePage.codeRequired') }]}>
            <Input autoFocus autoComplete="off" maxLength={64} style={{ fontFamily: 'monospace', letterSpacing: 2 }} />
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('sharePage.open')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
