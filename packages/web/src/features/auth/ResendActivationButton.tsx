import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { PlainButton } from '../../components/plain/PlainButton';
import { useResendActivation } from './accountRequests';

/** Under the login form when the account is not activated yet: the activation mail again. */
export function ResendActivationButton({ usernameOrEmail }: { usernameOrEmail: string }) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  const send = () => resend.mutate(usernameOrEmail, { onSuccess: () => toaster.show('success', t('register.activationSent')) });
  return (
    <PlainButton variant="link" block loading={resend.isPending} onClick={send} style={{ marginTop: 8 }}>
      {t('login.resendActivation')}
    </PlainButton>
  );
}
