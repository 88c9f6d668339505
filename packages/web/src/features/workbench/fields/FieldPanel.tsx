import { ApartmentOutlined, TableOutlined } from '@ant-design/icons';
import { groupFieldPaths } from '@redbi/shared/query';
import { Empty, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartComputedFields } from '../computed/ChartComputedFields';
import { useWorkbench } from '../workbenchContext';
import type { OfferedField } from '../workbenchFields';
import { FieldGroup } from './FieldGroup';
import { FieldRow } from './FieldRow';
import { VariablesPanel } from './VariablesPanel';

const matching = (fields: readonly OfferedField[], needle: string) => (needle === '' ? fields : fields.filter((field) => field.name.toLowerCase().includes(needle)));

/** The other fields, dotted paths of a structured view grouped under their table (spec §3, field-path grouping). */
function OtherFields({ fields }: { fields: readonly OfferedField[] }) {
  return (
    <>
      {groupFieldPaths(fields).map((node) =>
        'children' in node ? (
          <div role="listitem" key={`table:${node.name}`}>
            <FieldGroup title={node.name} icon={<TableOutlined aria-hidden />} indent={1}>
              {node.children.map((field) => (
                <FieldRow key={field.name} field={field} label={field.displayName} indent={1} />
              ))}
            </FieldGroup>
          </div>
        ) : (
          <FieldRow key={node.name} field={node} />
        ),
      )}
    </>
  );
}

/**
 * The view's fields (issue 11): its hierarchies, the other fields, computed fields (the view's and the
 * chart's own) and query variables; each field draggable into the data sections, or added from its menu.
 */
export function FieldPanel() {
  const { t } = useTranslation();
  const { view, catalog } = useWorkbench();
  const [search, setSearch] = useState('');
  if (!view) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.fields.noView')} />;

  const needle = search.trim().toLowerCase();
  const hierarchies = catalog.hierarchies.map((hierarchy) => ({ ...hierarchy, fields: matching(hierarchy.fields, needle) })).filter((hierarchy) => hierarchy.fields.length > 0);
  const others = matching(catalog.others, needle);
  const nothing = needle !== '' && hierarchies.length === 0 && others.length === 0 && matching(catalog.computed, needle).length === 0;
  return (
    <nav aria-label={t('workbench.fields.title')}>
      <Input.Search allowClear size="small" placeholder={t('workbench.fields.search')} aria-label={t('workbench.fields.search')} value={search} onChange={(event) => setSearch(event.target.value)} style={{ marginBottom: 8 }} />
      {nothing && <Typography.Text type="secondary">{t('workbench.fields.noMatch')}</Typography.Text>}
      {hierarchies.map((hierarchy) => (
        <FieldGroup key={hierarchy.name} title={hierarchy.name} icon={<ApartmentOutlined aria-hidden />}>
          {hierarchy.fields.map((field) => (
            <FieldRow key={field.name} field={field} />
          ))}
        </FieldGroup>
      ))}
      {others.length > 0 && (
        <FieldGroup title={t('workbench.fields.others')}>
          <OtherFields fields={others} />
        </FieldGroup>
      )}
      <ChartComputedFields search={needle} />
      <VariablesPanel />
    </nav>
  );
}
