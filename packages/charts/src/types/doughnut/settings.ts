import { pieFamilyMessages, pieFamilySettingGroups } from '../../common/pieFamilySettings';

/** The doughnut's settings are the pie family's (labels, slice count and order). */
export const doughnutSettingGroups = pieFamilySettingGroups;
export const doughnutMessages = pieFamilyMessages;
