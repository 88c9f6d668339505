import { BarChartOutlined, DatabaseOutlined, FileTextOutlined, FolderOpenOutlined, FolderOutlined, HddOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { SourceNode } from '@redbi/shared/domain';
import type { SourceType } from '@redbi/shared/sources';
import type { ReactNode } from 'react';

/** One icon per source type (a new type adds a line here: the record is exhaustive). */
const typeIcons: Record<SourceType, ReactNode> = {
  postgres: <DatabaseOutlined aria-hidden style={{ color: '#336791' }} />,
  mysql: <DatabaseOutlined aria-hidden style={{ color: '#e48e00' }} />,
  sqlite: <HddOutlined aria-hidden style={{ color: '#0f80cc' }} />,
  duckdb: <ThunderboltOutlined aria-hidden style={{ color: '#d4a017' }} />,
  file: <FileTextOutlined aria-hidden style={{ color: '#389e0d' }} />,
  clickhouse: <BarChartOutlined aria-hidden style={{ color: '#f5a623' }} />,
};

export const iconOfType = (type: SourceType): ReactNode => typeIcons[type];

export function iconOfNode(node: SourceNode, expanded = false): ReactNode {
  if (node.isFolder || node.type === null) return expanded ? <FolderOpenOutlined aria-hidden /> : <FolderOutlined aria-hidden />;
  return typeIcons[node.type];
}
