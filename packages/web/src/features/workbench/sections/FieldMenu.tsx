import type { DataSection } from '@redbi/charts';
import type { ChartField } from '@redbi/shared/domain';
import { dateLevels } from '@redbi/shared/query';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { aggregationsFor, isMetric } from '../sectionRules';
import { useWorkbench, type FieldDialogKind } from '../workbenchContext';
import type { FieldPatch } from '../workbenchState';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** What a menu key does: change the field, open one of its dialogs, or remove it. */
type MenuAction = { patch: FieldPatch } | { dialog: FieldDialogKind } | { remove: true };

/**
 * The menu of a placed field (issue 11): aggregation (metrics), date level, sort, alias, number and date
 * formats, the filter condition (filter sections), remove. Each entry applies only where it means something.
 */
export function useFieldMenu(field: ChartField, section: DataSection): MenuProps {
  const { t } = useTranslation();
  const { state, dispatch, openFieldDialog } = useWorkbench();
  const { config } = state.draft;
  const actions = new Map<string, MenuAction>();
  const entry = (key: string, label: string, action: MenuAction, extra: Partial<MenuItem & { danger: boolean }> = {}): MenuItem => {
    actions.set(key, action);
    return { key, label, ...extra } as MenuItem;
  };

  const metric = isMetric(config, section, field);
  const mayAggregate = metric || (section.kind === 'mixed' && config.aggregation);
  const isFilter = section.kind === 'filter';
  const items: MenuItem[] = [];
  if (mayAggregate) {
    const choices = aggregationsFor(field.type).map((aggregate) => entry(`aggregate:${aggregate}`, t(`workbench.aggregate.${aggregate}`), { patch: { aggregate, dateLevel: undefined } }));
    if (section.kind === 'mixed') choices.unshift(entry('aggregate:NONE', t('workbench.chip.groupBy'), { patch: { aggregate: undefined } }));
    items.push({ key: 'aggregate', label: t('workbench.chip.aggregate'), children: choices });
  }
  if (field.type === 'date' && section.dateLevels && !metric) {
    const levels = [entry('dateLevel:none', t('workbench.dateLevel.none'), { patch: { dateLevel: undefined } })];
    for (const level of dateLevels) levels.push(entry(`dateLevel:${level}`, t(`workbench.dateLevel.${level}`), { patch: { dateLevel: level } }));
    items.push({ key: 'dateLevel', label: t('workbench.chip.dateLevel'), children: levels });
  }
  if (!isFilter) {
    items.push({
      key: 'sort',
      label: t('workbench.chip.sort'),
      children: [
        entry('sort:none', t('workbench.chip.sortNone'), { patch: { sort: undefined } }),
        entry('sort:ASC', t('workbench.chip.sortAsc'), { patch: { sort: { order: 'ASC' } } }),
        entry('sort:DESC', t('workbench.chip.sortDesc'), { patch: { sort: { order: 'DESC' } } }),
        entry('sort:CUSTOM', t('workbench.chip.sortCustom'), { dialog: 'customSort' }),
      ],
    });
    items.push(entry('alias', t('workbench.chip.alias'), { dialog: 'alias' }));
    const counted = metric && field.aggregate !== undefined && field.aggregate.startsWith('COUNT');
    if (field.type === 'numeric' || counted) items.push(entry('numberFormat', t('workbench.chip.numberFormat'), { dialog: 'numberFormat' }));
    if (field.type === 'date' && !metric) items.push(entry('dateFormat', t('workbench.chip.dateFormat'), { dialog: 'dateFormat' }));
  } else {
    items.push(entry('filter', t('workbench.chip.filter'), { dialog: 'filter' }));
  }
  items.push({ type: 'divider' });
  items.push(entry('remove', t('workbench.chip.remove'), { remove: true }, { danger: true }));

  const selectedKeys = [
    ...(mayAggregate ? [`aggregate:${metric ? field.aggregate : 'NONE'}`] : []),
    `dateLevel:${field.dateLevel ?? 'none'}`,
    `sort:${field.sort?.order ?? 'none'}`,
  ];
  return {
    items,
    selectable: true,
    selectedKeys,
    onClick: ({ key }) => {
      const action = actions.get(key);
      if (!action) return;
      if ('patch' in action) dispatch({ type: 'updateField', uid: field.uid, patch: action.patch });
      else if ('dialog' in action) openFieldDialog({ kind: action.dialog, uid: field.uid });
      else dispatch({ type: 'removeField', uid: field.uid });
    },
  };
}
