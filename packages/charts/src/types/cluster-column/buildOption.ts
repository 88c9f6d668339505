import { barFamilyOption } from '../../common/barFamilyOption';

/** Clustered column: columns, side by side. */
export const buildClusterColumnOption = barFamilyOption({ orientation: 'column', stacking: 'none' });
