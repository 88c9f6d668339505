import { defineFeatureMessages } from '../../app/i18n/featureMessages';

/** The chart viewer's variables bar (section 'chartVariables'), loaded with the viewer's chunk. */
defineFeatureMessages(
  'chartVariables',
  {
    title: 'Variables',
    hint: "Values for query variables of the chart's view that you may change (a jump from a dashboard sets them).",
    add: 'Add a variable',
    name: 'Variable name',
    values: 'Values',
    valuesPlaceholder: 'Type a value, then Enter',
    apply: 'Apply',
    change: 'Change {{name}}',
    remove: 'Remove {{name}}',
  },
  {
    title: '变量',
    hint: '为图表所用视图中你可以修改的查询变量赋值（从仪表板跳转时会设置它们）。',
    add: '添加变量',
    name: '变量名',
    values: '值',
    valuesPlaceholder: '输入一个值后按回车',
    apply: '应用',
    change: '修改 {{name}}',
    remove: '移除 {{name}}',
  },
);
