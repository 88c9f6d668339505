import type { StoryboardNode, StoryboardPrivilege } from '@redbi/shared/domain';

/** Everything a user may do to a storyboard, in the order its menu lists them (spec §4). */
export const storyboardActionKeys = ['play', 'edit', 'share', 'publish', 'unpublish', 'archive', 'delete'] as const;
export type StoryboardActionKey = (typeof storyboardActionKeys)[number];

const has = (node: Pick<StoryboardNode, 'privileges'>, privilege: StoryboardPrivilege) => node.privileges.includes(privilege);

/** Read from the privileges the server sent with the storyboard and its status; the server checks every call again. */
const offeredWhen: Record<StoryboardActionKey, (node: Pick<StoryboardNode, 'privileges' | 'status'>) => boolean> = {
  play: (node) => has(node, 'view'),
  edit: (node) => has(node, 'manage'),
  share: (node) => has(node, 'share'),
  publish: (node) => has(node, 'manage') && node.status === 'unpublished',
  unpublish: (node) => has(node, 'manage') && node.status === 'published',
  archive: (node) => has(node, 'manage'),
  delete: (node) => has(node, 'manage'),
};

export const storyboardActionsOf = (node: Pick<StoryboardNode, 'privileges' | 'status'>): StoryboardActionKey[] =>
  storyboardActionKeys.filter((key) => offeredWhen[key](node));
