import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SecretEdit } from './scheduleForm';
import './messages';

interface SecretFieldProps {
  id?: string;
  value?: SecretEdit;
  onChange?: (secret: SecretEdit) => void;
  /** A secret is stored (it is never sent back). */
  secretSet: boolean;
  disabled?: boolean;
}

/**
 * A robot's signing secret, write-only: a stored one shows as set, and may be replaced or cleared; left
 * alone it is kept.
 */
export function SecretField({ id, value, onChange, secretSet, disabled }: SecretFieldProps) {
  const { t } = useTranslation();
  if (secretSet && value === undefined) {
    return (
      <Space wrap>
        <Typography.Text>
          <CheckCircleFilled aria-hidden style={{ color: '#52c41a' }} /> {t('schedules.webhook.secretSet')}
        </Typography.Text>
        <Button size="small" disabled={disabled} onClick={() => onChange?.('')}>
          {t('schedules.webhook.replaceSecret')}
        </Button>
        <Button size="small" danger disabled={disabled} onClick={() => onChange?.(null)}>
          {t('schedules.webhook.clearSecret')}
        </Button>
      </Space>
    );
  }
  if (value === null) {
    return (
      <Space wrap>
        <Typography.Text type="warning">{t('schedules.webhook.secretCleared')}</Typography.Text>
        <Button size="small" disabled={disabled} onClick={() => onChange?.(undefined)}>
          {t('common.cancel')}
        </Button>
      </Space>
    );
  }
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
      <Input.Password
        id={id}
        value={value ?? ''}
        disabled={disabled}
        autoComplete="new-password"
        placeholder={t('schedules.webhook.secretPlaceholder')}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {secretSet && (
        <Button disabled={disabled} onClick={() => onChange?.(undefined)}>
          {t('schedules.webhook.keepSecret')}
        </Button>
      )}
    </Space.Compact>
  );
}
