import { Empty, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnPermissionsEditor } from '../columnPermissions/ColumnPermissionsEditor';
import { ModelEditor } from '../model/ModelEditor';
import { VariablesEditor } from '../variables/VariablesEditor';
import type { EditorTab } from './problemPlaces';
import { SettingsTab } from './SettingsTab';
import { modelFieldsOf, type ViewDraft } from './viewDraft';

interface ViewEditorTabsProps {
  orgId: string;
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
  draft: ViewDraft;
  onChange: (patch: Partial<ViewDraft>) => void;
  readOnly: boolean;
  problems: Record<string, string>;
  /** The SQL or structure with its runs. */
  query: ReactNode;
}

/** SQL (or Structure), Model, Variables, Column permissions (for those who manage the view) and Settings. */
export function ViewEditorTabs({ orgId, tab, onTab, draft, onChange, readOnly, problems, query }: ViewEditorTabsProps) {
  const { t } = useTranslation();
  const fields = modelFieldsOf(draft.model);
  const items: { key: EditorTab; label: string; children: ReactNode }[] = [
    { key: 'query', label: draft.type === 'SQL' ? t('views.tabs.sql') : t('views.tabs.struct'), children: query },
    {
      key: 'model',
      label: t('views.tabs.model'),
      children:
        draft.sourceId === null ? (
          <Empty description={t('views.run.noSource')} />
        ) : (
          <ModelEditor
            model={draft.model}
            onChange={(model) => onChange({ model })}
            sourceId={draft.sourceId}
            readOnly={readOnly}
            variableNames={draft.variables.map((variable) => variable.name)}
          />
        ),
    },
    {
      key: 'variables',
      label: t('views.tabs.variables'),
      children: <VariablesEditor orgId={orgId} variables={draft.variables} onChange={(variables) => onChange({ variables })} readOnly={readOnly} modelNames={fields} />,
    },
    // Column permissions are sent only to those who manage the view.
    ...(readOnly
      ? []
      : [
          {
            key: 'columnPermissions' as const,
            label: t('views.tabs.columnPermissions'),
            children: <ColumnPermissionsEditor orgId={orgId} fields={fields} value={draft.columnPermissions} onChange={(columnPermissions) => onChange({ columnPermissions })} />,
          },
        ]),
    {
      key: 'settings',
      label: t('views.tabs.settings'),
      children: <SettingsTab config={draft.config} onChange={(config) => onChange({ config })} readOnly={readOnly} problems={problems} />,
    },
  ];
  return <Tabs activeKey={tab} onChange={(key) => onTab(key as EditorTab)} items={items} />;
}
