import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { buildPieFamilyOption } from '../../common/pieFamilyOption';

/** The doughnut: a ring around an empty centre. */
export const buildDoughnutOption = (input: ChartBuildInput): ChartOutput => buildPieFamilyOption(input, 'doughnut');
