import type { FormatLocale } from '../../format/numberFormat';

/** Labels of the rich text's own settings (flat keys of the `charts` catalogue; '_' is a group's title). */
export const richTextMessages: Record<FormatLocale, Record<string, string>> = {
  en: {
    'settings.richText.content._': 'Content',
    'settings.richText.content.html': 'Text (HTML; {{Field title}} shows the field’s value)',
  },
  zh: {
    'settings.richText.content._': '内容',
    'settings.richText.content.html': '文本（HTML；{{字段标题}} 显示该字段的值）',
  },
};
