import { defineFeatureMessages } from '../app/i18n/featureMessages';

/**
 * The names of the filter operators of spec §3 (section 'filterOperators'), shared by the chart
 * workbench's filters and the dashboard controllers; each loads them with its own lazy chunk.
 */
defineFeatureMessages(
  'filterOperators',
  {
    EQ: 'equals',
    NE: 'does not equal',
    IS_NULL: 'is empty',
    NOT_NULL: 'is not empty',
    LIKE: 'contains',
    NOT_LIKE: 'does not contain',
    PREFIX_LIKE: 'starts with',
    PREFIX_NOT_LIKE: 'does not start with',
    SUFFIX_LIKE: 'ends with',
    SUFFIX_NOT_LIKE: 'does not end with',
    BETWEEN: 'is between',
    NOT_BETWEEN: 'is not between',
    IN: 'is one of',
    NOT_IN: 'is none of',
    LT: 'is less than',
    GT: 'is greater than',
    LTE: 'is at most',
    GTE: 'is at least',
  },
  {
    EQ: '等于',
    NE: '不等于',
    IS_NULL: '为空',
    NOT_NULL: '不为空',
    LIKE: '包含',
    NOT_LIKE: '不包含',
    PREFIX_LIKE: '开头是',
    PREFIX_NOT_LIKE: '开头不是',
    SUFFIX_LIKE: '结尾是',
    SUFFIX_NOT_LIKE: '结尾不是',
    BETWEEN: '介于',
    NOT_BETWEEN: '不介于',
    IN: '属于',
    NOT_IN: '不属于',
    LT: '小于',
    GT: '大于',
    LTE: '小于等于',
    GTE: '大于等于',
  },
);
