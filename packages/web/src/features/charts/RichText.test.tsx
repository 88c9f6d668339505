import type { ChartConfig } from '@redbi/shared/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

describe('RichText', () => {
  it('sets the HTML of the rich-text output in the chart area, in its text style', () => {
    const { container } = render(
      <RichText
        output={{ kind: 'richtext', html: '<h2>Sales</h2><p>Total <strong>1,284.03</strong></p>', style: { color: '#1F2329', fontSize: 16, lineHeight: 1.5 } }}
        config={{ chartType: 'rich-text' } as ChartConfig}
        context={{ theme: 'light', locale: 'en' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeTruthy();
    expect(screen.getByText('1,284.03').tagName).toBe('STRONG');
    const area = container.firstElementChild as HTMLElement;
    expect(area.style.fontSize).toBe('16px');
    expect(area.style.overflow).toBe('auto');
  });
});
