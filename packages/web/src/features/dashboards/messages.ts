import { defineFeatureMessages } from '../../app/i18n/featureMessages';

/**
 * The dashboard viewer's strings (section 'dashboards'): the board, widget frames, interactions at view time.
 * The spec's messages (a deleted linkage chart, an invalid jump target) are the shared `errors` keys.
 */
defineFeatureMessages(
  'dashboards',
  {
    board: {
      label: 'Dashboard {{name}}',
      empty: 'This dashboard has no widgets yet.',
      emptyHint: 'Those who manage it can add charts, controllers, text and media in the editor.',
      fullscreen: 'Full screen',
      exitFullscreen: 'Exit full screen',
    },
    frame: {
      fullscreen: 'Show full screen',
      exitFullscreen: 'Exit full screen',
      loading: 'Loading {{name}}…',
    },
    media: { noSource: 'No address set yet' },
    tab: { empty: 'This tab is empty.' },
    buttons: { query: 'Query', reset: 'Reset' },
    drill: { top: 'All {{field}}', path: 'Drill path' },
    linkage: {
      label: 'Active linkages',
      chip: 'Filtered by {{name}}: {{values}}',
      remove: 'Remove the filter of {{name}}',
      clear: 'Clear all',
    },
    point: {
      menu: 'Data point actions',
      drillDown: 'Drill down',
      drillUp: 'Drill up',
      expand: 'Expand next level',
      linkage: 'Filter linked widgets',
      jump: 'Jump',
      viewRows: 'View rows',
    },
    rows: { title: 'Rows of {{name}}', point: 'Where {{values}}', total: '{{count}} rows' },
    jump: { dialog: 'Jump to {{name}}', openPage: 'Open as a page' },
    viewer: {
      notFound: 'This dashboard does not exist, or it is in the recycle bin.',
      loadTimes: 'Loaded in {{ms}} ms',
    },
  },
  {
    board: {
      label: '仪表板 {{name}}',
      empty: '该仪表板还没有组件。',
      emptyHint: '有管理权限的用户可以在编辑器中添加图表、控制器、文本和媒体。',
      fullscreen: '全屏',
      exitFullscreen: '退出全屏',
    },
    frame: {
      fullscreen: '全屏显示',
      exitFullscreen: '退出全屏',
      loading: '正在加载 {{name}}…',
    },
    media: { noSource: '尚未设置地址' },
    tab: { empty: '该标签页是空的。' },
    buttons: { query: '查询', reset: '重置' },
    drill: { top: '全部{{field}}', path: '钻取路径' },
    linkage: {
      label: '生效中的联动',
      chip: '按 {{name}} 筛选：{{values}}',
      remove: '移除 {{name}} 的筛选',
      clear: '全部清除',
    },
    point: {
      menu: '数据点操作',
      drillDown: '向下钻取',
      drillUp: '向上钻取',
      expand: '展开下一层',
      linkage: '联动筛选',
      jump: '跳转',
      viewRows: '查看数据',
    },
    rows: { title: '{{name}} 的数据', point: '条件：{{values}}', total: '共 {{count}} 行' },
    jump: { dialog: '跳转到 {{name}}', openPage: '以页面打开' },
    viewer: {
      notFound: '该仪表板不存在，或已在回收站中。',
      loadTimes: '加载用时 {{ms}} 毫秒',
    },
  },
);
