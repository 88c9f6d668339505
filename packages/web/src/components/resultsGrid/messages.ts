import { defineFeatureMessages } from '../../app/i18n/featureMessages';

/** The results grid's strings (section 'resultsGrid'), loaded with the pages that use it. */
defineFeatureMessages(
  'resultsGrid',
  {
    label: 'Result',
    empty: 'The query answered no rows.',
    null: 'NULL',
    types: { string: 'text', number: 'number', boolean: 'boolean', date: 'date', datetime: 'date and time', other: 'other' },
  },
  {
    label: '结果',
    empty: '查询没有返回任何行。',
    null: 'NULL',
    types: { string: '文本', number: '数值', boolean: '布尔', date: '日期', datetime: '日期时间', other: '其他' },
  },
);
