import type { ChartContext, ChartOutput } from '@redbi/charts';
import type { ECElementEvent, EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../app/theme/reducedMotion';
import type { ChartItemClickHandler } from './outputViewProps';
import { useElementSize } from './useElementSize';
import './messages';

type EChartsOutput = Extract<ChartOutput, { kind: 'echarts' }>;

/** ECharts and our registrations load with the first chart drawn (echartsSetup.ts), in a chunk of their own. */
const loadECharts = () => import('./echartsSetup').then((module) => module.echarts);

/** GeoJSON maps load only for the charts that draw one (their shapes are large chunks of their own). */
async function registerMaps(library: Awaited<ReturnType<typeof loadECharts>>, names: readonly string[] = []): Promise<void> {
  if (names.length === 0) return;
  const { registerChartMaps } = await import('./chartMaps');
  await registerChartMaps(library, names);
}

let renderer: 'canvas' | 'svg' | undefined;
/**
 * Canvas where the browser has one (fast with many points); SVG where it does not (tests, odd embeds).
 * Asked once: each asking makes a canvas and its drawing context.
 */
const preferredRenderer = (): 'canvas' | 'svg' => (renderer ??= document.createElement('canvas').getContext('2d') ? 'canvas' : 'svg');

/**
 * Our own thin ECharts wrapper: one instance per mounted canvas, sized to its box (and resized with it,
 * without building the option or asking for data again), the whole option replaced on each change
 * (notMerge: a series removed in the workbench disappears), maps registered first, no animation when the
 * system asks for less motion, disposed on unmount. Code or maps that fail to load say so in its place.
 * Clicks and right clicks on an item are reported with the item and the pointer's place; `onDrawn` follows
 * each finished drawing.
 */
export function EChartsCanvas({ output, context, onItemClick, onDrawn }: { output: EChartsOutput; context?: Pick<ChartContext, 'width' | 'height'>; onItemClick?: ChartItemClickHandler; onDrawn?: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // ChartView measured the box this canvas fills: the chart starts at that size at once, rather than after a
  // second measuring and drawing (a board starts 30 charts at a time); its own measuring follows resizes.
  const givenWidth = context?.width;
  const givenHeight = context?.height;
  const given = useMemo(() => (givenWidth && givenHeight ? { width: givenWidth, height: givenHeight } : undefined), [givenWidth, givenHeight]);
  const size = useElementSize(ref) ?? given;
  const sizeRef = useRef(size);
  useEffect(() => {
    sizeRef.current = size;
  }, [size]);
  const [chart, setChart] = useState<{ instance: EChartsType; library: Awaited<ReturnType<typeof loadECharts>> }>();
  /** Why nothing could be drawn: the ECharts chunk or a map did not load (the network dropped). */
  const [failure, setFailure] = useState<'charts.libraryFailed' | 'charts.mapFailed'>();
  const reducedMotion = usePrefersReducedMotion();
  const measured = size !== undefined;
  const listeners = useRef({ onItemClick, onDrawn });
  useEffect(() => {
    listeners.current = { onItemClick, onDrawn };
  }, [onItemClick, onDrawn]);

  useEffect(() => {
    if (!measured) return undefined;
    let cancelled = false;
    let instance: EChartsType | undefined;
    loadECharts().then(
      (library) => {
        if (cancelled || !ref.current) return;
        instance = library.init(ref.current, null, { renderer: preferredRenderer(), ...sizeRef.current });
        setChart({ instance, library });
      },
      () => !cancelled && setFailure('charts.libraryFailed'),
    );
    return () => {
      cancelled = true;
      instance?.dispose();
      setChart(undefined);
    };
  }, [measured]);

  useEffect(() => {
    // ECharts lays a chart out and draws it again on any resize call, even to the size it has.
    if (chart && size && (chart.instance.getWidth() !== size.width || chart.instance.getHeight() !== size.height)) chart.instance.resize(size);
  }, [chart, size]);

  useEffect(() => {
    if (!chart) return undefined;
    const { instance } = chart;
    const report = (button: 'left' | 'right') => (params: ECElementEvent) => {
      const pointer = params.event?.event as MouseEvent | undefined;
      if (button === 'right') pointer?.preventDefault();
      listeners.current.onItemClick?.(
        { name: params.name, seriesName: params.seriesName, dataIndex: params.dataIndex },
        { x: pointer?.clientX ?? 0, y: pointer?.clientY ?? 0, button },
      );
    };
    const onClick = report('left');
    const onMenu = report('right');
    const onFinished = () => listeners.current.onDrawn?.();
    instance.on('click', onClick);
    instance.on('contextmenu', onMenu);
    instance.on('finished', onFinished);
    return () => {
      if (instance.isDisposed()) return;
      instance.off('click', onClick);
      instance.off('contextmenu', onMenu);
      instance.off('finished', onFinished);
    };
  }, [chart]);

  const { option, maps } = output;
  useEffect(() => {
    if (!chart) return undefined;
    let cancelled = false;
    registerMaps(chart.library, maps).then(
      () => {
        if (cancelled || chart.instance.isDisposed()) return;
        setFailure(undefined);
        chart.instance.setOption(reducedMotion ? { ...option, animation: false } : option, { notMerge: true });
      },
      () => !cancelled && setFailure('charts.mapFailed'),
    );
    return () => {
      cancelled = true;
    };
  }, [chart, option, maps, reducedMotion]);

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }}>
      <div ref={ref} style={{ width: '100%', height: '100%' }} />
      {failure && (
        <div role="alert" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
          {t(failure)}
        </div>
      )}
    </div>
  );
}
