import { defineFeatureMessages } from '../../../app/i18n/featureMessages';

/** The player's strings (section 'storyPlayer'), apart from the editor's: the share page loads only these. */
defineFeatureMessages(
  'storyPlayer',
  {
    label: 'Storyboard player',
    previous: 'Previous page',
    next: 'Next page',
    play: 'Play',
    pause: 'Pause',
    fullScreen: 'Full screen',
    exitFullScreen: 'Leave full screen',
    close: 'Close',
    indicator: '{{current}} / {{total}}',
    indicatorLabel: 'Page {{current}} of {{total}}',
    goTo: 'Go to page {{number}}: {{name}}',
    empty: 'This storyboard has no pages.',
    keys: '← → Space: pages · Esc: close',
  },
  {
    label: '故事板播放器',
    previous: '上一页',
    next: '下一页',
    play: '播放',
    pause: '暂停',
    fullScreen: '全屏',
    exitFullScreen: '退出全屏',
    close: '关闭',
    indicator: '{{current}} / {{total}}',
    indicatorLabel: '第 {{current}} 页，共 {{total}} 页',
    goTo: '转到第 {{number}} 页：{{name}}',
    empty: '此故事板没有页面。',
    keys: '← → 空格：翻页 · Esc：关闭',
  },
);
