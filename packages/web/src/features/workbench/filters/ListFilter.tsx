import { Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ValueBrowser } from '../values/ValueBrowser';
import { literal, literalOf } from './filterDraft';
import type { FilterModeProps } from './filterModeProps';

/** Values ticked in the field's list (IN), or left out (NOT_IN). */
export function ListFilter({ field, filter, onChange }: FilterModeProps) {
  const { t } = useTranslation();
  const exclude = filter?.operator === 'NOT_IN';
  const selected = (filter?.values ?? []).map((value) => {
    const raw = literalOf(value);
    return raw === null || raw === undefined ? null : String(raw);
  });
  const write = (values: (string | null)[], excluding: boolean) =>
    onChange({ mode: 'list', operator: excluding ? 'NOT_IN' : 'IN', values: values.map((value) => literal(value, field.type)) });

  return (
    <Flex vertical gap="small">
      <ValueBrowser
        column={field.column}
        selected={selected}
        onToggle={(value, checked) => write(checked ? [...selected, value] : selected.filter((existing) => existing !== value), exclude)}
      />
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{t('workbench.filter.selected', { count: selected.length })}</Typography.Text>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch size="small" checked={exclude} onChange={(checked) => write(selected, checked)} />
          {t('workbench.filter.exclude')}
        </label>
      </Flex>
    </Flex>
  );
}
