import { defineFeatureMessages } from '../app/i18n/featureMessages';

/**
 * The names of spec §3's relative time units and modes and of the recommended ranges (section
 * 'relativeTime'), shared by the chart workbench's time filters and the dashboard controllers; each loads
 * them with its own lazy chunk.
 */
defineFeatureMessages(
  'relativeTime',
  {
    units: { seconds: 'seconds', minutes: 'minutes', hours: 'hours', days: 'days', weeks: 'weeks', months: 'months', years: 'years', quarters: 'quarters' },
    modes: { ago: 'ago', current: 'start of current', fromNow: 'from now' },
    ranges: {
      today: 'Today',
      yesterday: 'Yesterday',
      this_week: 'This week',
      last_7_days: 'Last 7 days',
      last_30_days: 'Last 30 days',
      last_90_days: 'Last 90 days',
      last_1_month: 'Last month',
      last_1_year: 'Last year',
    },
  },
  {
    units: { seconds: '秒', minutes: '分钟', hours: '小时', days: '天', weeks: '周', months: '月', years: '年', quarters: '季度' },
    modes: { ago: '前', current: '本期开始', fromNow: '后' },
    ranges: {
      today: '今天',
      yesterday: '昨天',
      this_week: '本周',
      last_7_days: '最近 7 天',
      last_30_days: '最近 30 天',
      last_90_days: '最近 90 天',
      last_1_month: '最近一个月',
      last_1_year: '最近一年',
    },
  },
);
