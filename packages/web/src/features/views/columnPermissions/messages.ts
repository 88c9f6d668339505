import { defineFeatureMessages } from '../../../app/i18n/featureMessages';

/** The column permission editor's strings (section 'columnPermissions'). */
defineFeatureMessages(
  'columnPermissions',
  {
    hint: 'Without a row here, a role or member reads every column; the organization owner always does. A hidden column reads as empty and is never queried.',
    empty: 'No column permissions: everyone who may use the view reads every column.',
    add: 'Add a role or member',
    mode: 'Columns',
    modeOf: 'Columns {{name}} may read',
    modes: {
      all: 'All',
      partial: 'Partial',
      none: 'None',
    },
    summary: {
      all: 'Every column',
      none: 'No column',
    },
    visibleColumns: 'Visible columns',
    columnsOf: 'Visible columns of {{name}}',
    chooseColumns: 'Choose the columns it may read',
    noneChosen: 'No column chosen yet: it reads none.',
    remove: 'Remove {{name}}',
  },
  {
    hint: '此处没有设置的角色或成员可以读取所有字段；组织拥有者始终可以。隐藏的字段读取为空，且不会被查询。',
    empty: '没有字段权限：所有可以使用该数据视图的人都能读取所有字段。',
    add: '添加角色或成员',
    mode: '字段',
    modeOf: '{{name}} 可读取的字段',
    modes: {
      all: '全部',
      partial: '部分',
      none: '无',
    },
    summary: {
      all: '所有字段',
      none: '没有字段',
    },
    visibleColumns: '可见字段',
    columnsOf: '{{name}} 的可见字段',
    chooseColumns: '选择可以读取的字段',
    noneChosen: '尚未选择字段：将无法读取任何字段。',
    remove: '移除 {{name}}',
  },
);
