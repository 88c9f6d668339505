import { lineFamilyOption } from '../../common/lineFamilyOption';

/** Stacked area: filled areas stacked on each other. */
export const buildStackAreaOption = lineFamilyOption({ area: true, stacked: true });
