import { lineFamilyOption } from '../../common/lineFamilyOption';

/** Line: lines. */
export const buildLineOption = lineFamilyOption({ area: false, stacked: false });
