import { barFamilyOption } from '../../common/barFamilyOption';

/** Clustered bar: horizontal bars, side by side. */
export const buildClusterBarOption = barFamilyOption({ orientation: 'bar', stacking: 'none' });
