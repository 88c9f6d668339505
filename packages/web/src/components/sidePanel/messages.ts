import { defineFeatureMessages } from '../../app/i18n/featureMessages';

/** The side panel's button on a phone, which opens the panel in a drawer (section 'sidePanel'). */
defineFeatureMessages('sidePanel', { browse: 'Browse' }, { browse: '浏览' });
