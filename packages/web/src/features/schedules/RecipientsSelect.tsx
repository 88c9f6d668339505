import { emailField } from '@redbi/shared/domain';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './messages';

const separators = [',', ';', ' ', '\n'];
export const isEmailAddress = (text: string): boolean => emailField().safeParse(text).success;

interface RecipientsSelectProps {
  id?: string;
  value?: string[];
  onChange?: (emails: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** E-mail addresses as tags, typed or pasted several at once; an address that is not one shows red (the field says 'Invalid email addresses'). */
export function RecipientsSelect({ id, value, onChange, disabled, placeholder }: RecipientsSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      mode="tags"
      value={value}
      disabled={disabled}
      placeholder={placeholder ?? t('schedules.email.addressesHint')}
      onChange={(emails: string[]) => onChange?.([...new Set(emails.map((email) => email.trim()).filter((email) => email !== ''))])}
      tokenSeparators={separators}
      open={false}
      suffixIcon={null}
      tagRender={({ label, value: address, closable, onClose }) => {
        const valid = isEmailAddress(String(address));
        return (
          <Tag
            color={valid ? undefined : 'error'}
            closable={closable}
            onClose={onClose}
            onMouseDown={(event) => event.stopPropagation()}
            title={valid ? undefined : t('schedules.email.invalidAddress')}
            style={{ marginInlineEnd: 4 }}
          >
            {label}
          </Tag>
        );
      }}
    />
  );
}
