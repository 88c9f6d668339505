export * from './placement';
export * from './treeNodes';
