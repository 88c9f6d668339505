import { atLeast, dimensionsSection, exactly, filtersSection, infoSection, metricsSection } from '../../common/dataSections';

/** One dimension, metrics on the left axis and metrics on the right (datart's double-y). */
export const doubleYSections = [dimensionsSection(exactly(1)), metricsSection(atLeast(1), 'metricsLeft'), metricsSection(atLeast(1), 'metricsRight'), filtersSection, infoSection] as const;

/** The metric sections in axis order: left (yAxisIndex 0), then right (1). */
export const doubleYMetricKeys = ['metricsLeft', 'metricsRight'] as const;
