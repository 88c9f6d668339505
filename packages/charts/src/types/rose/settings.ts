import { pieFamilyMessages, pieFamilySettingGroups } from '../../common/pieFamilySettings';

/** The rose's settings are the pie family's (labels, slice count and order). */
export const roseSettingGroups = pieFamilySettingGroups;
export const roseMessages = pieFamilyMessages;
