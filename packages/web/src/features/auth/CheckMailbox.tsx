import { MailOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { useResendActivation } from './accountRequests';

/** After registering with mail on: open the mailed link; the mail can be sent again, or go back. */
export function CheckMailbox({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  const resendMail = () => resend.mutate(email, { onSuccess: () => toaster.show('success', t('register.activationSent')) });
  return (
    <Result
      icon={<MailOutlined />}
      title={t('register.checkMailbox')}
      subTitle={t('register.mailSent', { email })}
      extra={
        <Flex gap="small" justify="center">
          <Button type="primary" loading={resend.isPending} onClick={resendMail}>
            {t('register.resend')}
          </Button>
          <Button onClick={onBack}>{t('common.back')}</Button>
        </Flex>
      }
    />
  );
}
