import type { ControllerConfig } from '@redbi/shared/domain';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../workbench/useDebouncedValue';
import { useDistinctValues } from '../../../workbench/workbenchQueries';
import { CONTROLLER_INPUT_DELAY_MS } from '../facades/useSettledDraft';

/**
 * The options the defaults editor offers: the typed items, or the distinct values of the options' view
 * field (searched on the server as the author types), so that a default is one of the values viewers see.
 */
export function useDefaultOptions(config: ControllerConfig) {
  const { options } = config;
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword, CONTROLLER_INPUT_DELAY_MS);
  const fromData = options.source === 'data' && options.viewId !== undefined && options.valueField !== undefined;
  const distinct = useDistinctValues({ viewId: options.viewId ?? '', column: options.valueField ?? '', computedFields: [], variables: {}, keyword: settled }, fromData);
  const items = useMemo(
    () => (fromData ? (distinct.data?.pages.flat() ?? []).flatMap((value) => (value === null ? [] : [{ value }])) : options.items),
    [fromData, distinct.data, options.items],
  );
  return { items, loading: fromData && distinct.isFetching, ...(fromData ? { onSearch: setKeyword } : {}) };
}
