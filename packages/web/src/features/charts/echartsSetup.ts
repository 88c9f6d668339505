import { BarChart, CustomChart, EffectScatterChart, FunnelChart, GaugeChart, LineChart, MapChart, PieChart, RadarChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  DatasetComponent,
  DataZoomComponent,
  GeoComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  PolarComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout, UniversalTransition } from 'echarts/features';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

/**
 * ECharts as our chart types use it, and nothing more: the series and components the options of
 * packages/charts name, both renderers (canvas in browsers, SVG where there is no canvas), label layout
 * (labels never overlap) and transitions. Imported only lazily by EChartsCanvas, so ECharts loads with the
 * first chart drawn, never with the login page.
 */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  ScatterChart,
  EffectScatterChart,
  FunnelChart,
  GaugeChart,
  RadarChart,
  MapChart,
  CustomChart,
  GridComponent,
  PolarComponent,
  RadarComponent,
  GeoComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DataZoomComponent,
  VisualMapComponent,
  MarkLineComponent,
  MarkPointComponent,
  GraphicComponent,
  AriaComponent,
  DatasetComponent,
  CanvasRenderer,
  SVGRenderer,
  LabelLayout,
  UniversalTransition,
]);

export { echarts };
