import { ApartmentOutlined, ConsoleSqlOutlined, FolderOpenOutlined, FolderOutlined } from '@ant-design/icons';
import type { ViewNode, ViewType } from '@redbi/shared/domain';
import type { ReactNode } from 'react';

/** One icon per view type (the record is exhaustive). */
const typeIcons: Record<ViewType, ReactNode> = {
  SQL: <ConsoleSqlOutlined aria-hidden style={{ color: '#1677ff' }} />,
  STRUCT: <ApartmentOutlined aria-hidden style={{ color: '#389e0d' }} />,
};

export function iconOfView(node: ViewNode, expanded = false): ReactNode {
  if (node.isFolder || node.type === null) return expanded ? <FolderOpenOutlined aria-hidden /> : <FolderOutlined aria-hidden />;
  return typeIcons[node.type];
}
