import { describe, expect, it } from 'vitest';
import { copyWidgetName, newWidgetName } from './widgetNames';

describe('newWidgetName', () => {
  it('numbers widget_ names from 1, skipping taken ones in any case', () => {
    expect(newWidgetName([])).toBe('widget_1');
    expect(newWidgetName(['widget_1', 'WIDGET_2'])).toBe('widget_3');
  });

  it('keeps a free base and numbers a taken one', () => {
    expect(newWidgetName(['widget_1'], ' Sales ')).toBe('Sales');
    expect(newWidgetName(['sales', 'Sales_2'], 'Sales')).toBe('Sales_3');
    expect(newWidgetName([], '   ')).toBe('widget_1');
  });

  it('stays within the name length', () => {
    const long = 'x'.repeat(255);
    const name = newWidgetName([long], long);
    expect([name.length, name.endsWith('_2')]).toEqual([255, true]);
  });
});

describe('copyWidgetName', () => {
  it('adds _copy, then numbers further copies', () => {
    expect(copyWidgetName('Sales', ['Sales'])).toBe('Sales_copy');
    expect(copyWidgetName('Sales', ['Sales', 'sales_COPY'])).toBe('Sales_copy_2');
    expect(copyWidgetName('Sales', ['Sales', 'Sales_copy', 'Sales_copy_2'])).toBe('Sales_copy_3');
  });
});
