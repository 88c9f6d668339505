import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../common/readableText';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf } from '../../common/cartesianFixtures';
import { checkRequirements } from '../../requirements';
import { roseChart } from './definition';

const sections = { dimensions: [dimension('month', 'month')], metrics: [metric('rain', 'rain', { alias: 'Rain', format: { kind: 'numeric', decimals: 1, suffix: ' mm' } })] };
const rows = rowsOf(['month', 'rain'], [['Jan', 80], ['Feb', 60], ['Mar', 20]]);

describe('rose', () => {
  it('takes [0, 1] dimension and [1, N] metrics', () => {
    expect(checkRequirements(roseChart, configFor(roseChart, sections))).toEqual([]);
    expect(checkRequirements(roseChart, configFor(roseChart, { ...sections, dimensions: [dimension('a', 'x'), dimension('b', 'y')] }))[0]).toEqual({
      messageKey: 'validation.allowedRange',
      sectionKey: 'section.dimensions',
      params: { min: 0, max: 1 },
    });
  });

  it('draws slices of equal angle whose radius shows the value', () => {
    const option = optionOf(buildFor(roseChart, sections, rows, {}, { 'label.showValue': true }));
    const [series] = seriesOf(option);
    expect(series.roseType).toBe('radius');
    expect(parseFloat(series.radius[0])).toBeGreaterThan(0);
    expect(series.data.map((slice: { value: number }) => slice.value)).toEqual([80, 60, 20]);
    expect(series.label.formatter({ dataIndex: 2 })).toBe('Mar\n20.0 mm (12.5%)');
  });

  it('labels inside the slices when asked, without guide lines', () => {
    const [series] = seriesOf(optionOf(buildFor(roseChart, sections, rows, { theme: 'dark' }, { 'label.position': 'inside' })));
    expect(series.label.position).toBe('inside');
    expect(series.label.textBorderWidth).toBeUndefined();
    // Each label in the colour that reads on its slice: dark on light fills, white on dark ones.
    for (const slice of series.data as { itemStyle: { color: string }; label: { color: string } }[]) {
      expect(contrastRatio(slice.itemStyle.color, slice.label.color)).toBeGreaterThanOrEqual(3);
    }
    expect(series.labelLine.show).toBe(false);
  });

  it('on a short cell keeps only the outside labels one side of the circle has room for, the largest', () => {
    const twelve = rowsOf(['month', 'rain'], Array.from({ length: 12 }, (_, index) => [`M${index}`, 100 - index * 7]));
    const [small] = seriesOf(optionOf(buildFor(roseChart, sections, twelve, { width: 360, height: 300 })));
    const total = twelve.rows.reduce((sum, row) => sum + (row[1] as number), 0);
    const angles = twelve.rows.map((row) => ((row[1] as number) / total) * 360);
    const labelled = angles.filter((angle) => angle >= small.minShowLabelAngle).length;
    expect(labelled).toBeGreaterThan(3);
    expect(labelled).toBeLessThan(12);
    const [large] = seriesOf(optionOf(buildFor(roseChart, sections, twelve, { width: 1200, height: 900 })));
    expect(large.minShowLabelAngle).toBe(4);
  });
});
