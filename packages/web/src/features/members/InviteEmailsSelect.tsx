import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from './memberQueries';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_DELAY_MS = 250;
const separators = [',', ';', ' ', '\n'];

interface InviteEmailsSelectProps {
  orgId: string;
  id?: string;
  value?: string[];
  onChange?: (emails: string[]) => void;
}

/**
 * The addresses to invite, as tags: typed (several at once, separated by commas or spaces), or picked
 * from existing users found by at least 2 typed characters: people of the user's organisations by part of
 * a name, anyone else only by their whole username or e-mail (the server's rule). Members already are
 * marked so; inviting them again only reports them as members.
 */
export function InviteEmailsSelect({ orgId, id, value, onChange }: InviteEmailsSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const search = useUserSearch(orgId, keyword);
  const options = (search.data ?? []).map((user) => ({
    value: user.email,
    label: `${user.name || user.username} <${user.email}>${user.isMember ? ` (${t('members.invite.alreadyMember')})` : ''}`,
  }));

  return (
    <Select
      id={id}
      mode="tags"
      value={value}
      onChange={(emails: string[]) => {
        onChange?.(emails);
        setTyped('');
      }}
      onSearch={setTyped}
      searchValue={typed}
      tokenSeparators={separators}
      options={options}
      filterOption={false}
      notFoundContent={search.isFetching ? <Spin size="small" /> : null}
      autoFocus
    />
  );
}
