import { dimensionsSection, exactly, filtersSection, metricsSection } from '../../common/dataSections';

/** One dimension (the steps) and one metric (each step's change), as datart's waterfall-chart. */
export const waterfallSections = [dimensionsSection(exactly(1)), metricsSection(exactly(1)), filtersSection] as const;
