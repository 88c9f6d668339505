import type { ChartData } from '@redbi/charts';
import { ChartConfigSchema, type ChartConfigInput, type ChartFieldInput } from '@redbi/shared/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { ChartView } from './ChartView';
import { stubLayout } from './testing/stubLayout';

const field = (uid: string, column: string, extra: Partial<ChartFieldInput> = {}): ChartFieldInput => ({ uid, column, type: 'string', ...extra });
const amount = field('m1', 'amount', { type: 'numeric', aggregate: 'SUM' });
const region = field('d1', 'region');
const chart = (chartType: string, sections: ChartConfigInput['sections'], settings: Record<string, unknown> = {}) =>
  ChartConfigSchema.parse({ chartType, sections, settings });

const salesByRegion: ChartData = {
  columns: [
    { name: 'd1', type: 'string' },
    { name: 'm1', type: 'number' },
  ],
  rows: [
    ['East', 1284.0300000000102],
    ['West', 2500],
    ['North', 990.5],
  ],
};
const columnChart = chart('cluster-column', { dimensions: [region], metrics: [amount] });

/** The first drawing waits for the ECharts chunk, which a busy machine may take seconds to load. */
const firstDraw = { timeout: 10_000 };

describe('ChartView', () => {
  it('draws an ECharts chart in its box, named for assistive technology', async () => {
    stubLayout({ width: 600, height: 360 });
    render(<ChartView config={columnChart} data={salesByRegion} title="Sales by region" />);
    const figure = screen.getByRole('figure', { name: 'Sales by region' });
    const drawingBox = figure.querySelector('[data-chart-drawing]')!;
    await waitFor(() => expect(drawingBox.querySelectorAll('svg path').length).toBeGreaterThan(3), firstDraw);
    expect(drawingBox.querySelector('svg')!.getAttribute('width')).toBe('600');
    expect(figure.textContent).toContain('West');
  });

  it('draws a table chart, and hands its paging and sorting to the server', () => {
    stubLayout();
    const onTablePage = vi.fn();
    const onTableSort = vi.fn();
    const data = { ...salesByRegion, total: 3_000, pageNo: 1, pageSize: 100 };
    render(<ChartView config={chart('table', { columns: [region, amount] })} data={data} onTablePage={onTablePage} onTableSort={onTableSort} />);
    expect(screen.getByText('1,284.03').closest('td')!.style.textAlign).toBe('right');
    fireEvent.click(screen.getByRole('columnheader', { name: 'SUM(amount)' }));
    expect(onTableSort).toHaveBeenCalledWith('m1', 'ASC');
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(onTablePage).toHaveBeenCalledWith(2, 100);
    // A table is its own data table: no toggle.
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('draws a score card, a pivot table and rich text', () => {
    stubLayout();
    const total: ChartData = { columns: [{ name: 'm1', type: 'number' }], rows: [[1284.0300000000102]] };
    const { unmount } = render(<ChartView config={chart('score-card', { metrics: [amount] })} data={total} />);
    expect(screen.getByText('SUM(amount)')).toBeTruthy();
    // The default format writes large figures compactly.
    expect(screen.getByText('1.3K')).toBeTruthy();
    unmount();

    const pivot = render(<ChartView config={chart('pivot-table', { rows: [region], metrics: [amount] })} data={salesByRegion} />);
    expect(screen.getByRole('rowheader', { name: 'West' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'region' })).toBeTruthy();
    pivot.unmount();

    render(<ChartView config={chart('rich-text', {}, { 'content.html': '<p>Hello <strong>board</strong></p>' })} data={undefined} />);
    expect(screen.getByText('board').tagName).toBe('STRONG');
  });

  it("says where the chart would be that its fields do not meet the type's requirement, in English and Chinese", async () => {
    stubLayout();
    render(<ChartView config={chart('cluster-column', { dimensions: [region] })} data={undefined} />);
    expect(screen.getByText('Metrics allowed range 1 to N')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByText('指标允许范围 1 至 N')).toBeTruthy();
  });

  it("names a score card's one metric as the spec words it, and a chart type that does not exist", async () => {
    stubLayout();
    const { unmount } = render(<ChartView config={chart('score-card', { metrics: [amount, { ...amount, uid: 'm2' }] })} data={undefined} />);
    expect(screen.getByText('Metrics only allows number 1')).toBeTruthy();
    unmount();
    render(<ChartView config={chart('no-such-type', {})} data={undefined} />);
    expect(screen.getByText('There is no chart type "no-such-type"')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByText('没有图表类型“no-such-type”')).toBeTruthy();
  });

  it("shows a skeleton of the chart's shape while loading, and keeps the drawing while it refreshes", async () => {
    stubLayout();
    const { rerender } = render(<ChartView config={columnChart} data={undefined} loading />);
    const skeleton = screen.getByRole('status', { name: 'Loading chart…' });
    expect(skeleton.querySelectorAll('rect').length).toBeGreaterThan(3);
    rerender(<ChartView config={columnChart} data={salesByRegion} loading />);
    expect(screen.queryByRole('status', { name: 'Loading chart…' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Refreshing…' })).toBeTruthy();
    expect(screen.getByRole('figure').getAttribute('aria-busy')).toBe('true');
  });

  it('says why there is nothing when the query returned no rows', () => {
    stubLayout();
    render(<ChartView config={columnChart} data={{ ...salesByRegion, rows: [] }} />);
    expect(screen.getByText('The query returned no rows')).toBeTruthy();
  });

  it("shows the database's message and a retry inside the chart area", () => {
    stubLayout();
    const onRetry = vi.fn();
    render(<ChartView config={columnChart} data={undefined} error={'relation "sales" does not exist'} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('relation "sales" does not exist')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('switches between the drawing and a plain table of its data', async () => {
    stubLayout();
    render(<ChartView config={chart('cluster-column', { dimensions: [region], metrics: [{ ...amount, alias: 'Revenue' }] })} data={salesByRegion} title="Sales" />);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    // The toggle has a strip of its own above the drawing, not a place over it (a right axis label was under it).
    const figure = screen.getByRole('figure', { name: 'Sales' });
    const header = figure.querySelector<HTMLElement>('[data-chart-header]')!;
    const drawingBox = figure.querySelector<HTMLElement>('[data-chart-drawing]')!;
    expect(header.contains(toggle)).toBe(true);
    expect(header.style.height).toBe('24px');
    expect(drawingBox.contains(toggle)).toBe(false);
    expect(header.compareDocumentPosition(drawingBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(drawingBox.querySelector('svg path')).not.toBeNull(), firstDraw);
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    const table = screen.getByRole('table', { name: /Data of Sales/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['region', 'Revenue']);
    expect(within(table).getByRole('cell', { name: '1,284.03' }).style.textAlign).toBe('right');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // The same button, still focused: a keyboard user toggles back where they are.
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(screen.getByRole('figure').querySelector('svg path')).not.toBeNull(), firstDraw);
  });
});
