import { defineFeatureMessages } from '../../app/i18n/featureMessages';

/**
 * The strings every folder tree shares (section 'resourceTree'); each feature adds its own nouns and
 * actions in its section (ResourceTreeMessages). `{{kind}}` is the feature's `itemKind`.
 */
defineFeatureMessages(
  'resourceTree',
  {
    drop: {
      notFolder: 'Cannot drop into a {{kind}}: only folders hold other items',
      sameParent: 'It is in this folder already',
      self: 'Cannot drop a folder into itself',
      intoDescendant: 'Cannot drop a folder into one of its own subfolders',
      unknownNode: 'That item no longer exists',
      noManage: 'You may not manage the folder it was dropped into',
    },
    folder: {
      kind: 'Folder',
      newTitle: 'New folder',
      renameTitle: 'Rename folder',
      parent: 'Folder',
      top: 'Top level',
      created: 'Folder "{{name}}" created',
      renamed: 'Folder renamed',
      items: '{{count}} item(s)',
      deleteTitle: 'Delete the folder "{{name}}"?',
      deleteBody: 'Only an empty folder can be deleted.',
    },
  },
  {
    drop: {
      notFolder: '不能放入{{kind}}中：只有文件夹可以包含其他项目',
      sameParent: '它已经在这个文件夹中',
      self: '不能把文件夹放入它自身',
      intoDescendant: '不能把文件夹放入它自己的子文件夹',
      unknownNode: '该项目已不存在',
      noManage: '你无权管理目标文件夹',
    },
    folder: {
      kind: '文件夹',
      newTitle: '新建文件夹',
      renameTitle: '重命名文件夹',
      parent: '所在文件夹',
      top: '顶层',
      created: '已创建文件夹“{{name}}”',
      renamed: '文件夹已重命名',
      items: '{{count}} 项',
      deleteTitle: '删除文件夹“{{name}}”？',
      deleteBody: '只有空文件夹可以删除。',
    },
  },
);
