import './messages';
import type { SubjectRef } from '@redbi/shared/permissions';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubjectDirectory } from './subjectDirectory';

/** A role or member as the per-subject tables show it: name, kind, and whether they own the organisation. */
export function SubjectLabel({ subject, directory }: { subject: SubjectRef; directory: SubjectDirectory }) {
  const { t } = useTranslation();
  const item = directory.itemOf(subject);
  return (
    <Flex gap={4} wrap align="center">
      <Typography.Text>{item.name}</Typography.Text>
      <Tag color={subject.type === 'role' ? 'purple' : 'cyan'}>{t(`viewVariables.subjectType.${subject.type}`)}</Tag>
      {item.isOwner && <Tag>{t('viewVariables.owner')}</Tag>}
    </Flex>
  );
}
