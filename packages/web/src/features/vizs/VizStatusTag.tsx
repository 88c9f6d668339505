import type { VizStatus } from '@redbi/shared/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './messages';

/** One look per status (spec §4); the record is exhaustive. */
const statusColors: Record<VizStatus, string> = { published: 'success', unpublished: 'default' };

/** A viz's status as a small badge: Published or Unpublished. */
export function VizStatusTag({ status }: { status: VizStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[status]} bordered={false} style={{ marginInlineEnd: 0 }}>
      {t(`vizs.status.${status}`)}
    </Tag>
  );
}
