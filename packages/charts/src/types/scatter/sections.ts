import { atLeast, colorSection, dimensionsSection, exactly, filtersSection, infoSection, metricsSection, sizeSection } from '../../common/dataSections';

/** Dimensions name the points; two metrics place them (x, then y); colour groups them; size scales them. */
export const scatterSections = [dimensionsSection(atLeast(0)), metricsSection(exactly(2)), colorSection, sizeSection, filtersSection, infoSection] as const;
