import { pieFamilyMessages, pieFamilySettingGroups } from '../../common/pieFamilySettings';

/** The pie's settings are the pie family's (labels, slice count and order). */
export const pieSettingGroups = pieFamilySettingGroups;
export const pieMessages = pieFamilyMessages;
