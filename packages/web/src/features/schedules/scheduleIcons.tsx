import { FolderOpenOutlined, FolderOutlined, MailOutlined, RobotOutlined } from '@ant-design/icons';
import type { ScheduleNode, ScheduleType } from '@redbi/shared/domain';
import type { ReactNode } from 'react';

/** One icon per schedule type (a new type adds a line: the record is exhaustive). */
const typeIcons: Record<ScheduleType, ReactNode> = {
  EMAIL: <MailOutlined aria-hidden style={{ color: '#1677ff' }} />,
  WEBHOOK: <RobotOutlined aria-hidden style={{ color: '#13a8a8' }} />,
};

/** `colored: false` for an icon on a coloured ground (a chosen button). */
export const iconOfScheduleType = (type: ScheduleType, { colored = true } = {}): ReactNode =>
  colored ? typeIcons[type] : type === 'EMAIL' ? <MailOutlined aria-hidden /> : <RobotOutlined aria-hidden />;

export function iconOfSchedule(node: Pick<ScheduleNode, 'isFolder' | 'type'>, expanded = false): ReactNode {
  if (node.isFolder || node.type === null) return expanded ? <FolderOpenOutlined aria-hidden /> : <FolderOutlined aria-hidden />;
  return typeIcons[node.type];
}
