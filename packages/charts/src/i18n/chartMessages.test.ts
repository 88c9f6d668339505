import { describe, expect, it } from 'vitest';
import { chartMessages, chartText } from './chartMessages';

describe('the charts catalogue', () => {
  it('has the same keys in English and Chinese', () => {
    const keys = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(keys(chartMessages.zh)).toEqual(keys(chartMessages.en));
  });

  it('reads group titles, interpolates, and prefers a type’s own messages, nested or flat', () => {
    expect(chartText('en', 'settings.legend')).toBe('Legend');
    expect(chartText('zh', 'settings.legend.show')).toBe('显示图例');
    expect(chartText('en', 'text.chartArea', { name: 'Sales' })).toBe('Chart: Sales');
    expect(chartText('en', 'settings.table', {}, { 'settings.table._': 'Table' })).toBe('Table');
    expect(chartText('en', 'settings.table.stripe', {}, { settings: { table: { stripe: 'Stripes' } } })).toBe('Stripes');
    expect(chartText('en', 'no.such.key')).toBe('no.such.key');
  });
});
