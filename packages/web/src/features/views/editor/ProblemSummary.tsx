import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { placeOfProblem, summarised, type EditorTab } from './problemPlaces';

const tabLabelKey: Record<EditorTab, string> = {
  query: 'views.tabs.sql',
  model: 'views.tabs.model',
  variables: 'views.tabs.variables',
  columnPermissions: 'views.tabs.columnPermissions',
  settings: 'views.tabs.settings',
};

/** Problems of a refused save inside the model, variables or column permissions, each with a way to its tab. */
export function ProblemSummary({ problems, onShow }: { problems: Record<string, string>; onShow: (tab: EditorTab) => void }) {
  const { t } = useTranslation();
  const listed = Object.entries(problems).filter(([path]) => summarised(path));
  if (listed.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      message={t('views.editor.problems')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {listed.map(([path, message]) => {
            const place = placeOfProblem(path);
            const tab = place === 'header' ? 'query' : place;
            return (
              <li key={path}>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onShow(tab)}>
                  {t(tabLabelKey[tab])}
                </Button>
                : {message}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
