import { barFamilyOption } from '../../common/barFamilyOption';

/** 100% stacked bar: horizontal bars, stacked as shares of 100%. */
export const buildPercentageStackBarOption = barFamilyOption({ orientation: 'bar', stacking: 'percent' });
