import { defineFeatureMessages } from '../../app/i18n/featureMessages';

/** The recycle bin's strings (section 'recycleBin'), loaded with the pages that use it. */
defineFeatureMessages(
  'recycleBin',
  {
    title: 'Recycle bin',
    open: 'Recycle bin',
    empty: 'The recycle bin is empty.',
    restore: 'Restore',
    delete: 'Delete',
    deleteTitle: 'Delete "{{name}}" for good?',
    deleteBody: 'It cannot be restored afterwards.',
    deleteOk: 'Delete for good',
  },
  {
    title: '回收站',
    open: '回收站',
    empty: '回收站是空的。',
    restore: '还原',
    delete: '彻底删除',
    deleteTitle: '彻底删除“{{name}}”？',
    deleteBody: '删除后无法还原。',
    deleteOk: '彻底删除',
  },
);
