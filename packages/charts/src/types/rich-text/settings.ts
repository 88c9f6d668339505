import { textSettings } from '../../common/commonSettings';
import type { SettingGroup } from '../../settings/settingControls';

/** The HTML of the text, with `{{Field title}}` placeholders (fillPlaceholders.ts). */
export const richTextContentSettings: SettingGroup = {
  key: 'content',
  labelKey: 'settings.richText.content',
  controls: [{ key: 'html', kind: 'text', maxLength: 20_000, default: '', multiline: true }],
};

export const richTextSettingGroups: readonly SettingGroup[] = [richTextContentSettings, textSettings];
