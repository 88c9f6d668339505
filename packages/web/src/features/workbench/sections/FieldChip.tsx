import { CloseOutlined, DownOutlined, FilterOutlined, SortAscendingOutlined, SortDescendingOutlined, OrderedListOutlined } from '@ant-design/icons';
import { fieldTitle, type DataSection } from '@redbi/charts';
import type { ChartField } from '@redbi/shared/domain';
import { Button, Dropdown, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldTypeIcon } from '../fieldIcons';
import { useFieldDrag } from '../fieldDrag';
import { filterSummary } from '../filters/filterSummary';
import { useWorkbench } from '../workbenchContext';
import { useFieldMenu } from './FieldMenu';

const sortIcons = { ASC: SortAscendingOutlined, DESC: SortDescendingOutlined, CUSTOM: OrderedListOutlined } as const;
const sortLabels = { ASC: 'workbench.chip.sortedAsc', DESC: 'workbench.chip.sortedDesc', CUSTOM: 'workbench.chip.sortedCustom' } as const;

/**
 * A placed field: its title as the chart shows it (alias, or SUM(column)), marks for its sort and filter, a
 * menu of its settings, and remove. Draggable to another place or section.
 */
export function FieldChip({ field, section, index }: { field: ChartField; section: DataSection; index: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { state, catalog, dispatch } = useWorkbench();
  const { dragProps } = useFieldDrag();
  const menu = useFieldMenu(field, section);
  const title = fieldTitle(state.draft.config, section, field);
  const levelText = field.dateLevel ? ` · ${t(`workbench.dateLevel.${field.dateLevel}`)}` : '';
  const SortIcon = field.sort ? sortIcons[field.sort.order] : undefined;
  const filterText = section.kind === 'filter' ? (field.filter ? filterSummary(field.filter, t) : t('workbench.chip.noFilter')) : undefined;
  const origin = catalog.byName.get(field.column)?.origin;

  return (
    <div
      role="listitem"
      data-chip-index={index}
      {...dragProps({ kind: 'chip', uid: field.uid, type: field.type }, title)}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        paddingInlineStart: 8,
        minHeight: 30,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        cursor: 'grab',
      }}
    >
      <FieldTypeIcon type={field.type} origin={origin} />
      <Dropdown trigger={['click']} menu={menu}>
        <Button type="text" size="small" aria-label={t('workbench.chip.menu', { name: title })} style={{ flex: 1, minWidth: 0, height: 'auto', minHeight: 24, paddingBlock: 2, justifyContent: 'flex-start', paddingInline: 4 }}>
          <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0, alignItems: 'flex-start', lineHeight: 1.3 }}>
            <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
              {title}
              {levelText}
            </Typography.Text>
            {filterText && (
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: '100%' }}>
                <FilterOutlined aria-hidden /> {filterText}
              </Typography.Text>
            )}
          </span>
          {SortIcon && field.sort && <SortIcon aria-label={t(sortLabels[field.sort.order])} style={{ color: token.colorPrimary }} />}
          <DownOutlined aria-hidden style={{ fontSize: 10, marginInlineStart: 'auto' }} />
        </Button>
      </Dropdown>
      <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={`${t('workbench.chip.remove')} ${title}`} onClick={() => dispatch({ type: 'removeField', uid: field.uid })} />
    </div>
  );
}
