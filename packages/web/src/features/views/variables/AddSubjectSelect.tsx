import type { SubjectRef } from '@redbi/shared/permissions';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { subjectKey } from '../../permissions/subjects';
import { subjectOfKey, type SubjectDirectory } from './subjectDirectory';

interface AddSubjectSelectProps {
  directory: SubjectDirectory;
  /** Subjects that already have a row: not offered again. */
  taken: readonly SubjectRef[];
  onAdd: (subject: SubjectRef) => void;
  /** The accessible name. */
  label: string;
  disabled?: boolean;
}

/** Picks a role or a member (grouped, searchable) to add a row for; it empties itself again. */
export function AddSubjectSelect({ directory, taken, onAdd, label, disabled }: AddSubjectSelectProps) {
  const { t } = useTranslation();
  const used = new Set(taken.map(subjectKey));
  const optionsOf = (items: SubjectDirectory['roles']) =>
    items
      .filter((item) => !used.has(subjectKey(item.ref)))
      .map((item) => ({ value: subjectKey(item.ref), label: item.isOwner ? t('viewVariables.ownerName', { name: item.name }) : item.name }));
  return (
    <Select<string>
      aria-label={label}
      placeholder={label}
      value={null}
      showSearch
      optionFilterProp="label"
      loading={directory.loading}
      disabled={disabled}
      style={{ width: 280 }}
      options={[
        { label: t('viewVariables.roles'), title: t('viewVariables.roles'), options: optionsOf(directory.roles) },
        { label: t('viewVariables.members'), title: t('viewVariables.members'), options: optionsOf(directory.users) },
      ]}
      onChange={(key) => {
        const subject = subjectOfKey(key);
        if (subject) onAdd(subject);
      }}
    />
  );
}
