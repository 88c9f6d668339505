import type { ChartConfig } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ChartWorkbench } from './ChartWorkbench';
import { chips, loaded, pickFromMenu, serve } from './workbenchHarness';
import { savedChart } from './workbenchTestData';

/** The workbench inside the board editor: a private chart, handed back on Save instead of stored. */
function openEmbedded(start: { viewId?: string; config?: ChartConfig } = {}) {
  const onDone = vi.fn<(result: { viewId: string; config: ChartConfig }) => void>();
  const onClose = vi.fn();
  const element = <ChartWorkbench orgId="o1" onClose={onClose} embedded={{ name: 'widget_3', ...start, onDone }} />;
  renderWithProviders([{ path: '/board', element }], '/board');
  return { onDone, onClose };
}

describe('the embedded chart workbench', { timeout: 60_000 }, () => {
  it('hands the private chart back on Save (and Ctrl/⌘+S) without storing a chart', async () => {
    const fetchStub = serve();
    const { onDone } = openEmbedded({ viewId: 'v1' });
    await pickFromMenu(await loaded('button', 'Add BillingCountry to…'), 'Add to Columns');
    expect(screen.getByText('widget_3')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Chart name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More ways to save' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
    expect(onDone).toHaveBeenCalledWith({ viewId: 'v1', config: expect.objectContaining({ chartType: 'table', sections: { columns: [expect.objectContaining({ column: 'BillingCountry' })] } }) });
    fireEvent.keyDown(window, { key: 's', metaKey: true });
    expect(onDone).toHaveBeenCalledTimes(2);
    const stored = fetchStub.mock.calls.filter(([input, init]) => String(input).includes('/charts') && (init as RequestInit | undefined)?.method !== undefined && (init as RequestInit).method !== 'GET');
    expect(stored).toEqual([]);
  });

  it('opens on the private chart it is given', async () => {
    serve();
    openEmbedded({ viewId: 'v1', config: savedChart().config });
    await waitFor(() => expect(chips('Metrics')).toEqual(['SUM(Total)']), { timeout: 5000 });
    expect(chips('Dimensions')).toEqual(['BillingCountry']);
  });
});
