import { barFamilyOption } from '../../common/barFamilyOption';

/** 100% stacked column: columns, stacked as shares of 100%. */
export const buildPercentageStackColumnOption = barFamilyOption({ orientation: 'column', stacking: 'percent' });
