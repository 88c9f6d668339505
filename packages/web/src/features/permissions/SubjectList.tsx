import type { SubjectType } from '@redbi/shared/permissions';
import { Empty, Flex, Input, Menu, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch, subjectKey, type SubjectItem } from './subjects';

interface SubjectListProps {
  kind: SubjectType;
  onKindChange: (kind: SubjectType) => void;
  /** The subjects of the shown kind. */
  items: SubjectItem[];
  selectedKey: string | undefined;
  onSelect: (item: SubjectItem) => void;
}

/** The left column of "by subject": Roles or Users, a search, and the subjects to choose from. */
export function SubjectList({ kind, onKindChange, items, selectedKey, onSelect }: SubjectListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = items.filter((item) => matchesSearch(item, search));
  const emptyText = items.length > 0 ? t('permissions.noMatch') : kind === 'role' ? t('permissions.noRoles') : t('permissions.noUsers');

  return (
    <Flex vertical gap="small">
      <Radio.Group
        aria-label={t('permissions.subjectKind')}
        optionType="button"
        buttonStyle="solid"
        value={kind}
        onChange={(event) => onKindChange(event.target.value as SubjectType)}
        options={[
          { value: 'role', label: t('permissions.roles') },
          { value: 'user', label: t('permissions.users') },
        ]}
      />
      <Input.Search
        allowClear
        aria-label={t('permissions.searchSubjects')}
        placeholder={t('permissions.searchSubjects')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <Menu
          mode="inline"
          style={{ borderInlineEnd: 'none' }}
          selectedKeys={selectedKey ? [selectedKey] : []}
          onClick={({ key }) => {
            const item = shown.find((candidate) => subjectKey(candidate.ref) === key);
            if (item) onSelect(item);
          }}
          items={shown.map((item) => ({
            key: subjectKey(item.ref),
            style: { height: 'auto', lineHeight: 1.5, paddingBlock: 6 },
            label: <SubjectLabel item={item} />,
          }))}
        />
      )}
    </Flex>
  );
}

function SubjectLabel({ item }: { item: SubjectItem }) {
  const { t } = useTranslation();
  const second = item.isOwner ? t('permissions.owner') : item.detail;
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text ellipsis>{item.name}</Typography.Text>
      {second && (
        <Typography.Text type={item.isOwner ? 'warning' : 'secondary'} ellipsis style={{ fontSize: 12 }}>
          {second}
        </Typography.Text>
      )}
    </Flex>
  );
}
