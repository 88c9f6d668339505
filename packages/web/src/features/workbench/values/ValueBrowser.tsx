import { Alert, Button, Checkbox, Empty, Flex, Input, Spin, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../app/errors/reportError';
import { useDebouncedValue } from '../useDebouncedValue';
import { useWorkbench } from '../workbenchContext';
import { useDistinctValues } from '../workbenchQueries';

interface ValueBrowserProps {
  /** The field whose values are listed. */
  column: string;
  /** Values ticked; null is "no value". */
  selected: readonly (string | null)[];
  onToggle: (value: string | null, checked: boolean) => void;
  /** Whether "no value" may be ticked (a custom order lists text only). */
  allowNull?: boolean;
}

/** Waits this long after typing before asking for the matching values. */
const SEARCH_DELAY_MS = 300;

/**
 * A field's distinct values from the view, searched on the server (LIKE) and read a page at a time: the list
 * filter ticks values, the custom order picks them.
 */
export function ValueBrowser({ column, selected, onToggle, allowNull = true }: ValueBrowserProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { state } = useWorkbench();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search, SEARCH_DELAY_MS);
  const { viewId, config } = state.draft;
  const values = useDistinctValues({ viewId: viewId ?? '', column, computedFields: config.computedFields, variables: config.variables, keyword }, viewId !== null);
  const listed = (values.data?.pages.flat() ?? []).filter((value) => allowNull || value !== null);
  const ticked = new Set(selected);

  return (
    <Flex vertical gap="small">
      <Input.Search allowClear aria-label={t('workbench.values.search')} placeholder={t('workbench.values.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
      {values.error && <Alert type="error" showIcon message={t('workbench.values.failed', { message: messageOf(values.error) })} />}
      <div role="group" aria-label={t('workbench.customSort.available')} style={{ maxHeight: 280, overflowY: 'auto', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: 8 }}>
        {values.isPending && values.fetchStatus !== 'idle' && <Spin size="small" />}
        {!values.isPending && listed.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.values.none')} />}
        <Flex vertical gap={2}>
          {listed.map((value) => (
            <Checkbox key={value ?? '\u0000null'} checked={ticked.has(value)} onChange={(event) => onToggle(value, event.target.checked)}>
              {value ?? <i>{t('workbench.values.nullValue')}</i>}
            </Checkbox>
          ))}
        </Flex>
        {values.hasNextPage && (
          <Button size="small" type="link" loading={values.isFetchingNextPage} onClick={() => void values.fetchNextPage()}>
            {t('workbench.values.loadMore')}
          </Button>
        )}
      </div>
    </Flex>
  );
}
