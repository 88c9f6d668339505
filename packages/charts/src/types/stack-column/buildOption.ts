import { barFamilyOption } from '../../common/barFamilyOption';

/** Stacked column: columns, stacked. */
export const buildStackColumnOption = barFamilyOption({ orientation: 'column', stacking: 'stack' });
