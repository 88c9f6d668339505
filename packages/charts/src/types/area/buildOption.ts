import { lineFamilyOption } from '../../common/lineFamilyOption';

/** Area: lines filled below, overlapping. */
export const buildAreaOption = lineFamilyOption({ area: true, stacked: false });
