import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { buildPieFamilyOption } from '../../common/pieFamilyOption';

/** The rose: slices of equal angle whose radius shows the value (Nightingale). */
export const buildRoseOption = (input: ChartBuildInput): ChartOutput => buildPieFamilyOption(input, 'rose');
