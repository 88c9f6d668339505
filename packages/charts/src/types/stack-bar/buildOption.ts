import { barFamilyOption } from '../../common/barFamilyOption';

/** Stacked bar: horizontal bars, stacked. */
export const buildStackBarOption = barFamilyOption({ orientation: 'bar', stacking: 'stack' });
