import { AppstoreOutlined, FolderOpenOutlined, FolderOutlined } from '@ant-design/icons';
import { findChartType } from '@redbi/charts';
import type { VizNode } from '@redbi/shared/domain';
import type { ReactNode } from 'react';
import { chartTypeIcon } from '../charts/chartIcons';

/** A folder's icon (open or closed), a dashboard's, or the icon of a chart's type. */
export function iconOfViz(node: VizNode, expanded = false): ReactNode {
  if (node.isFolder) return expanded ? <FolderOpenOutlined aria-hidden /> : <FolderOutlined aria-hidden />;
  if (node.kind === 'dashboard') return <AppstoreOutlined aria-hidden />;
  return chartTypeIcon(node.chartType === undefined ? undefined : findChartType(node.chartType));
}
