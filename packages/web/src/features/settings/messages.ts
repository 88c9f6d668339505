import { defineFeatureMessages } from '../../app/i18n/featureMessages';

/** The Settings screens' strings (section 'settings'), loaded with their lazy chunk. */
defineFeatureMessages(
  'settings',
  {
    title: 'Settings',
    menu: 'Settings pages',
    pages: {
      variables: 'Public variables',
      organization: 'Organization settings',
      migration: 'Resource migration',
      export: 'Export',
      import: 'Import',
    },
    later: {
      variables: 'Public variables (query and permission variables shared by every view) arrive together with views.',
      migration: 'Moving resources between organizations arrives once sources, views and vizs exist.',
      export: 'Exporting sources, views, vizs and schedules to a file arrives once they exist.',
      import: 'Importing an export file (new, overwrite or rollback) arrives once there is something to export.',
    },
    orgSaved: 'Organization saved',
    dangerZone: 'Danger zone',
    deleteOrg: 'Delete organization',
    deleteOrgHint: 'Deleting the organization removes everything in it for every member. This cannot be undone.',
    deleteTitle: 'Delete organization "{{name}}"?',
    deleteWarning:
      'Everything in the organization is deleted: its sources, views, vizs, storyboards, schedules, shares, roles, permissions and memberships. This cannot be undone.',
    confirmLabel: 'Type the name of the organization to confirm',
    confirmHint: 'Type {{name}} exactly.',
    deleteButton: 'Delete',
    deleted: 'Organization deleted',
  },
  {
    title: '设置',
    menu: '设置页面',
    pages: {
      variables: '公共变量',
      organization: '组织设置',
      migration: '资源迁移',
      export: '导出',
      import: '导入',
    },
    later: {
      variables: '公共变量（所有数据视图共享的查询变量和权限变量）将与数据视图一同提供。',
      migration: '在组织之间迁移资源的功能将在数据源、数据视图和可视化可用后提供。',
      export: '将数据源、数据视图、可视化和定时任务导出为文件的功能将在它们可用后提供。',
      import: '导入导出文件（新建、覆盖或回滚）的功能将在有内容可导出后提供。',
    },
    orgSaved: '组织已保存',
    dangerZone: '危险操作',
    deleteOrg: '删除组织',
    deleteOrgHint: '删除组织会为所有成员移除其中的全部内容，且无法恢复。',
    deleteTitle: '删除组织“{{name}}”？',
    deleteWarning: '组织中的所有内容都将被删除：数据源、数据视图、可视化、故事板、定时任务、分享、角色、权限和成员关系。此操作无法恢复。',
    confirmLabel: '请输入组织名称以确认',
    confirmHint: '请准确输入 {{name}}。',
    deleteButton: '删除',
    deleted: '组织已删除',
  },
);
