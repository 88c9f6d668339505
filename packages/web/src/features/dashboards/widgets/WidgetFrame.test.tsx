import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { widgetOf } from '../viewer/boardTestData';
import { WidgetFrame } from './WidgetFrame';

const widget = (style: Record<string, unknown> = {}) => widgetOf({ id: 'w1', name: 'widget_1', type: 'timer', config: {}, style });

describe('WidgetFrame', () => {
  it('shows the title (its own, else the name) and the content, and marks itself painted', () => {
    const { container, rerender } = render(
      <WidgetFrame widget={widget({ title: 'Sales' })} painted>
        <p>content</p>
      </WidgetFrame>,
    );
    expect(screen.getByRole('region', { name: 'Sales' })).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.getByText('content')).toBeTruthy();
    expect(container.querySelector('[data-widget-painted="true"]')).toBeTruthy();
    rerender(
      <WidgetFrame widget={widget({ showTitle: false })}>
        <p>content</p>
      </WidgetFrame>,
    );
    expect(screen.queryByText('widget_1')).toBeNull();
    expect(container.querySelector('[data-widget-painted]')).toBeNull();
  });

  it('shows the whole title in a tooltip while the pointer is over a title cut by its ellipsis', async () => {
    const long = 'Sales of every region and city, month by month';
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent === long ? 400 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(120);
    render(
      <WidgetFrame widget={widget({ title: long })}>
        <p>content</p>
      </WidgetFrame>,
    );
    const title = screen.getByText(long);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(title);
    expect((await screen.findByRole('tooltip')).textContent).toBe(long);
    fireEvent.pointerLeave(title);
    vi.restoreAllMocks();
  });

  it('shows a loading bar over what it had, and the error with a retry in place of the content', () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <WidgetFrame widget={widget()} loading>
        <p>content</p>
      </WidgetFrame>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading widget_1…' })).toBeTruthy();
    expect(screen.getByText('content')).toBeTruthy();
    rerender(
      <WidgetFrame widget={widget()} error={{ message: 'relation "sales" does not exist' }} onRetry={onRetry}>
        <p>content</p>
      </WidgetFrame>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('relation "sales" does not exist');
    expect(screen.queryByText('content')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts the widget in full screen and applies the author’s look', () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    render(
      <WidgetFrame widget={widget({ padding: 12, background: '#123456', border: { width: 2, color: '#ff0000', style: 'dashed', radius: 6 } })} fullscreen>
        <p>content</p>
      </WidgetFrame>,
    );
    const frame = screen.getByRole('region', { name: 'widget_1' });
    frame.requestFullscreen = requestFullscreen;
    expect(frame.style.padding).toBe('12px');
    expect(frame.style.border).toBe('2px dashed #ff0000');
    expect(frame.style.borderRadius).toBe('6px');
    fireEvent.click(screen.getByRole('button', { name: 'Show full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });
});
