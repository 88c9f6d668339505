import type { ViewNode } from '@redbi/shared/domain';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { iconOfView } from '../../../views/viewIcons';
import { useViewList } from '../../../views/viewQueries';

/** The views an author may use (Access) in the organisation, and their names by id. */
export function useAccessibleViews(orgId: string) {
  const list = useViewList(orgId);
  return useMemo(() => {
    const views = (list.data ?? []).filter((node) => !node.isFolder && !node.archived && node.privileges.includes('access'));
    return { views, nameOf: new Map<string, string>(views.map((node: ViewNode) => [node.id, node.name])), loading: list.isPending };
  }, [list.data, list.isPending]);
}

interface ViewSelectProps {
  orgId: string;
  value: string | undefined;
  onChange: (viewId: string) => void;
  label: string;
  /** Views not offered (already listed elsewhere). */
  exclude?: readonly string[];
}

/** Picks one of the views the author may use, searchable by name. */
export function ViewSelect({ orgId, value, onChange, label, exclude = [] }: ViewSelectProps) {
  const { t } = useTranslation();
  const { views, loading } = useAccessibleViews(orgId);
  const options = views
    .filter((node) => !exclude.includes(node.id))
    .map((node) => ({
      value: node.id,
      search: node.name,
      label: (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {iconOfView(node)}
          {node.name}
        </span>
      ),
    }));
  return (
    <Select
      aria-label={label}
      showSearch
      optionFilterProp="search"
      style={{ width: '100%' }}
      placeholder={t('controllers.targets.chooseView')}
      loading={loading}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
