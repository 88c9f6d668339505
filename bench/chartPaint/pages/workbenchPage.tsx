/**
 * The workbench's own rendering path: the real ChartView (buildChart → EChartsCanvas or ChartTable) inside
 * the app's providers, i18n and antd set up as startApp sets them up. The chart first waits for its rows
 * (the skeleton, as after Run); the measured time runs from handing it the rows to the drawing on screen.
 */
import '../../../packages/web/src/app/zodWithoutEval';
import type { ChartData } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import { Button } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installReact19RenderForAntd } from '../../../packages/web/src/app/antdReact19';
import { AppProviders } from '../../../packages/web/src/app/AppProviders';
import { initI18n } from '../../../packages/web/src/app/i18n/i18n';
import { applyLocale } from '../../../packages/web/src/app/i18n/locale';
import { createQueryClient } from '../../../packages/web/src/app/queryClient';
import { ChartView } from '../../../packages/web/src/features/charts/ChartView';
import { lineChartConfig, tableChartConfig } from './paintCharts';
import { lineData, tableData } from './paintData';
import { nextFrame, PAINT_BOX, paintBox, paintedAfterFinished, whenAdded, type PaintPage, type PaintResult } from './paintProbe';

async function setUp(): Promise<PaintPage> {
  installReact19RenderForAntd();
  initI18n('en');
  applyLocale('en');
  // ECharts loads with the first chart drawn, in a chunk of its own; load it before timing, as the bare page
  // has ECharts loaded before timing. EChartsCanvas's own import() then resolves to this module.
  const { echarts } = await import('../../../packages/web/src/features/charts/echartsSetup');
  const queryClient = createQueryClient((error) => console.error(error));
  const box = paintBox();
  const root = createRoot(box);
  // The workbench around the chart has buttons of its own (Run, Save …), so antd's styles for a button
  // are in place before the chart's 'Show as table' button appears: one stands for them here.
  const show = (config: ChartConfig, data: ChartData | undefined) =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <Button size="small" style={{ position: 'absolute', top: PAINT_BOX.height }}>
            Run
          </Button>
          <ChartView config={config} data={data} loading={data === undefined} title="Benchmark chart" />
        </AppProviders>
      </StrictMode>,
    );

  /** Mounts the chart waiting for its rows, then hands it `data` and resolves once `painted` says so. */
  async function measure(config: ChartConfig, data: ChartData, painted: () => Promise<{ at: number; drawn: PaintResult['drawn'] }>): Promise<PaintResult> {
    show(config, undefined);
    await whenAdded(box, '[role="figure"]');
    await nextFrame();
    const done = painted();
    const start = performance.now();
    show(config, data);
    const { at, drawn } = await done;
    return { ms: at - start, drawn };
  }

  return {
    line: () =>
      measure(lineChartConfig, lineData(), async () => {
        // The attribute ECharts' init puts on its element (its canvas comes only with the first drawing).
        const element = await whenAdded(box, '[_echarts_instance_]', ['_echarts_instance_']);
        const instance = echarts.getInstanceByDom(element as HTMLElement)!;
        const { at, points } = await paintedAfterFinished(instance);
        return { at, drawn: { points, renderer: 'canvas' } };
      }),
    table: () =>
      measure(tableChartConfig, tableData(), async () => {
        const row = await whenAdded(box, '.ant-table-row');
        const at = await nextFrame();
        return { at, drawn: { rowsInDom: box.querySelectorAll('.ant-table-row').length, firstCell: row.querySelector('.ant-table-cell')?.textContent ?? '' } };
      }),
  };
}

window.chartPaint = setUp();
