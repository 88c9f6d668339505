import { defineFeatureMessages } from '../../app/i18n/featureMessages';

/**
 * The chart drawing's own UI strings (section 'charts'), loaded with the chunk that draws charts. What the
 * charts themselves say (totals, requirement messages) comes from the `charts` catalogue of @redbi/charts.
 */
defineFeatureMessages(
  'charts',
  {
    showTable: 'Show as table',
    showChart: 'Show as chart',
    loading: 'Loading chart…',
    refreshing: 'Refreshing…',
    failed: 'The chart could not load its data',
    noRows: 'The query returned no rows',
    noRowsHint: 'Change the filters or the view, then run the query again.',
    noData: 'No data yet',
    mapFailed: 'The map could not be loaded.',
    libraryFailed: 'The chart could not be drawn: its code did not load. Reload the page to try again.',
    chart: 'Chart',
    dataOf: 'Data of {{name}}',
    rowsShown: 'Showing the first {{shown}} of {{total}} rows.',
    resizeColumn: 'Resize column {{name}}',
    rows_one: '{{total}} row',
    rows_other: '{{total}} rows',
    comparison: {
      up: 'Up',
      down: 'Down',
      flat: 'Unchanged',
    },
  },
  {
    showTable: '以表格显示',
    showChart: '以图表显示',
    loading: '图表加载中…',
    refreshing: '正在刷新…',
    failed: '图表未能加载数据',
    noRows: '查询没有返回数据',
    noRowsHint: '请修改筛选条件或数据视图后重新查询。',
    noData: '暂无数据',
    mapFailed: '地图加载失败。',
    libraryFailed: '图表无法绘制：图表代码未能加载。请刷新页面重试。',
    chart: '图表',
    dataOf: '{{name}}的数据',
    rowsShown: '显示前 {{shown}} 行，共 {{total}} 行。',
    resizeColumn: '调整列宽：{{name}}',
    rows_one: '共 {{total}} 行',
    rows_other: '共 {{total}} 行',
    comparison: {
      up: '上升',
      down: '下降',
      flat: '持平',
    },
  },
);
