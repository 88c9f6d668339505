import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { buildPieFamilyOption } from '../../common/pieFamilyOption';

/** The pie: the whole cut from the centre. */
export const buildPieOption = (input: ChartBuildInput): ChartOutput => buildPieFamilyOption(input, 'pie');
