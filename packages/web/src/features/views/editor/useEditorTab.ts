import { useSearchParams } from 'react-router';
import { editorTabs, type EditorTab } from './problemPlaces';

const isTab = (value: string | null): value is EditorTab => editorTabs.some((tab) => tab === value);

/** The editor's tab, kept in `?tab=` (a reload or a shared link opens it again); absent ones fall back to the query. */
export function useEditorTab(available: (tab: EditorTab) => boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: EditorTab = isTab(asked) && available(asked) ? asked : 'query';
  const showTab = (key: EditorTab) =>
    setSearchParams(
      (current) => {
        current.set('tab', key);
        return current;
      },
      { replace: true },
    );
  return { tab, showTab };
}
