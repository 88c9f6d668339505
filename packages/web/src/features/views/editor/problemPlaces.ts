/** The editor's tabs, in order. */
export const editorTabs = ['query', 'model', 'variables', 'columnPermissions', 'settings'] as const;
export type EditorTab = (typeof editorTabs)[number];

/** Where a problem of a field path shows: the header above the tabs, or a tab. */
const placeOfField: Record<string, EditorTab | 'header'> = {
  name: 'header',
  description: 'header',
  sourceId: 'header',
  type: 'header',
  script: 'query',
  model: 'model',
  variables: 'variables',
  columnPermissions: 'columnPermissions',
  config: 'settings',
};

export const placeOfProblem = (path: string): EditorTab | 'header' => placeOfField[path.split('.')[0] ?? ''] ?? 'header';

/** Problems inside the model, variables and column-permission editors, which take no messages: listed above the tabs. */
export const summarised = (path: string): boolean => ['model', 'variables', 'columnPermissions'].includes(placeOfProblem(path));

/** The messages about the script ('script', 'script.joins.0.table' …), one per line. */
export const scriptProblemOf = (problems: Record<string, string>): string | undefined => {
  const messages = Object.entries(problems)
    .filter(([path]) => placeOfProblem(path) === 'query')
    .map(([, message]) => message);
  return messages.length > 0 ? [...new Set(messages)].join('\n') : undefined;
};
