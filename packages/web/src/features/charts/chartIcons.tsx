import {
  AlignLeftOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  BarChartOutlined,
  BorderlessTableOutlined,
  BoxPlotOutlined,
  CloudOutlined,
  DashboardOutlined,
  DotChartOutlined,
  EnvironmentOutlined,
  FieldNumberOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  FundOutlined,
  FunnelPlotOutlined,
  GlobalOutlined,
  HeatMapOutlined,
  InsertRowAboveOutlined,
  LineChartOutlined,
  NumberOutlined,
  PercentageOutlined,
  PieChartOutlined,
  RadarChartOutlined,
  RiseOutlined,
  SlidersOutlined,
  StockOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { ChartDefinition } from '@redbi/charts';
import type { ComponentType, ReactNode } from 'react';
import { chartTypeDrawing } from './chartTypeDrawings';

type IconComponent = ComponentType<{ rotate?: number; 'aria-hidden'?: boolean }>;

/** An icon as the palette and the tree draw it; `rotate` turns a column icon into a bar icon. */
interface ChartIcon {
  Icon: IconComponent;
  rotate?: number;
}

/**
 * The icons a chart type may name (ChartDefinition.icon is an antd icon component name). Only these are
 * bundled; a name not listed falls back to its palette group's icon, then to a generic chart icon.
 */
const namedIcons: Record<string, ChartIcon> = {
  AlignLeftOutlined: { Icon: AlignLeftOutlined },
  AppstoreOutlined: { Icon: AppstoreOutlined },
  AreaChartOutlined: { Icon: AreaChartOutlined },
  BarChartOutlined: { Icon: BarChartOutlined },
  BorderlessTableOutlined: { Icon: BorderlessTableOutlined },
  BoxPlotOutlined: { Icon: BoxPlotOutlined },
  CloudOutlined: { Icon: CloudOutlined },
  DashboardOutlined: { Icon: DashboardOutlined },
  DotChartOutlined: { Icon: DotChartOutlined },
  EnvironmentOutlined: { Icon: EnvironmentOutlined },
  FieldNumberOutlined: { Icon: FieldNumberOutlined },
  FileTextOutlined: { Icon: FileTextOutlined },
  FontSizeOutlined: { Icon: FontSizeOutlined },
  FundOutlined: { Icon: FundOutlined },
  FunnelPlotOutlined: { Icon: FunnelPlotOutlined },
  GlobalOutlined: { Icon: GlobalOutlined },
  HeatMapOutlined: { Icon: HeatMapOutlined },
  InsertRowAboveOutlined: { Icon: InsertRowAboveOutlined },
  LineChartOutlined: { Icon: LineChartOutlined },
  NumberOutlined: { Icon: NumberOutlined },
  PercentageOutlined: { Icon: PercentageOutlined },
  PieChartOutlined: { Icon: PieChartOutlined },
  RadarChartOutlined: { Icon: RadarChartOutlined },
  RiseOutlined: { Icon: RiseOutlined },
  SlidersOutlined: { Icon: SlidersOutlined },
  StockOutlined: { Icon: StockOutlined },
  TableOutlined: { Icon: TableOutlined },
};

/** A palette group's icon (ChartDefinition.group), for types whose own icon is not in the set. */
const groupIcons: Record<string, ChartIcon> = {
  table: { Icon: TableOutlined },
  column: { Icon: BarChartOutlined },
  bar: { Icon: BarChartOutlined, rotate: 90 },
  line: { Icon: LineChartOutlined },
  pie: { Icon: PieChartOutlined },
  scatter: { Icon: DotChartOutlined },
  map: { Icon: GlobalOutlined },
  other: { Icon: AppstoreOutlined },
};

const genericIcon: ChartIcon = { Icon: AreaChartOutlined };

/**
 * The icon of a chart type: its own drawing (chartTypeDrawings.tsx), else its named icon, else its group's,
 * else a generic chart (also for a type that no longer exists).
 */
export function chartTypeIcon(definition: Pick<ChartDefinition, 'id' | 'icon' | 'group'> | undefined): ReactNode {
  const drawing = definition && chartTypeDrawing(definition.id);
  // antd's icon class: the same size, alignment and colour as the icon font's glyphs.
  if (drawing) return <span className="anticon">{drawing}</span>;
  const { Icon, rotate } = (definition && (namedIcons[definition.icon] ?? groupIcons[definition.group])) ?? genericIcon;
  return <Icon rotate={rotate} aria-hidden />;
}
