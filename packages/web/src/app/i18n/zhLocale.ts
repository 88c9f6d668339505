import { zh } from '@redbi/shared/i18n/zh';
import zhCN from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { webZh } from './zh';

/**
 * Everything Chinese the UI needs besides the features' own strings: the shared and the web catalogues,
 * antd's and dayjs's locales. A chunk of its own, loaded before the first drawing when the UI is Chinese
 * (and when a user switches to it): English users never download it.
 */
export const zhTranslation = { ...zh, ...webZh };
export const antdZh = zhCN;
