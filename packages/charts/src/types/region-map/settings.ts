import { geoMapMessages, geoMapSettingGroups } from '../../common/geoMapSettings';

/** The region map's settings are the maps' (labels, zoom and pan, colour scale). */
export const regionMapSettingGroups = geoMapSettingGroups;
export const regionMapMessages = geoMapMessages;
