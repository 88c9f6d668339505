import {
  BarChartOutlined,
  ClockCircleOutlined,
  ContainerOutlined,
  FilterOutlined,
  FontSizeOutlined,
  GlobalOutlined,
  PictureOutlined,
  PieChartOutlined,
  SearchOutlined,
  UndoOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { WidgetType } from '@redbi/shared/domain';
import type { ComponentType } from 'react';

/** The icon of each widget type, as the layers list shows it next to the widget's name. */
export const widgetTypeIcons: Record<WidgetType, ComponentType> = {
  chart: BarChartOutlined,
  privateChart: PieChartOutlined,
  image: PictureOutlined,
  video: VideoCameraOutlined,
  iframe: GlobalOutlined,
  richText: FontSizeOutlined,
  timer: ClockCircleOutlined,
  tab: ContainerOutlined,
  queryButton: SearchOutlined,
  resetButton: UndoOutlined,
  controller: FilterOutlined,
};
