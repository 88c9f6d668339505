import { fireEvent, render, screen } from '@testing-library/react';
import type { LinkageState } from '@redbi/shared/domain';
import { describe, expect, it, vi } from 'vitest';
import { boardOf, chartWidget, salesChart } from './boardTestData';
import { LinkageChips } from './LinkageChips';

describe('LinkageChips', () => {
  const board = boardOf([chartWidget('w1', 'c1', { name: 'widget_1', style: { title: 'Sales by region' } }), chartWidget('w2', 'c1', { name: 'Cities' })]);
  const charts = { c1: salesChart() };

  it('names each active linkage by its widget and values, and removes one or all of them', () => {
    const dispatch = vi.fn();
    const linkage: LinkageState[] = [
      { sourceWidgetId: 'w1', values: { region: 'East', city: null } },
      { sourceWidgetId: 'w2', values: { city: 'Chengdu' } },
    ];
    render(<LinkageChips board={board} charts={charts} linkage={linkage} dispatch={dispatch} />);
    expect(screen.getByText('Filtered by Sales by region: region = East, city = ∅')).toBeTruthy();
    expect(screen.getByText('Filtered by Cities: city = Chengdu')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove the filter of Sales by region'));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'removeLinkage', sourceWidgetId: 'w1' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(dispatch.mock.calls.slice(1).map(([action]) => action)).toEqual([
      { type: 'removeLinkage', sourceWidgetId: 'w1' },
      { type: 'removeLinkage', sourceWidgetId: 'w2' },
    ]);
  });

  it('shows nothing without linkages', () => {
    const { container } = render(<LinkageChips board={board} charts={charts} linkage={[]} dispatch={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});
