import type { ControllerWidget } from '@redbi/shared/domain';
import type { FilterValue, RelativeTime } from '@redbi/shared/query';
import { Button, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { controllerFacadeInfo } from '../controllerFacades';
import { RelativeTimeInput } from './RelativeTimeInput';
import { useDefaultOptions } from './useDefaultOptions';

type Kind = 'exact' | 'relative';

/** Relative defaults to start from: now for one time; the last 7 days up to now for a range. */
const START: RelativeTime = { amount: 7, unit: 'days', mode: 'ago' };
const NOW: RelativeTime = { amount: 0, unit: 'days', mode: 'fromNow' };

const relativeOf = (value: FilterValue | undefined, fallback: RelativeTime) => (value && 'relative' in value ? value.relative : fallback);

/**
 * The value viewers first see: picked with the facade itself (values, a range, a recommended range) or,
 * for time facades, as times relative to now (resolved when the board queries).
 */
export function DefaultsSection({ widget, onChange }: { widget: ControllerWidget; onChange: (defaults: FilterValue[]) => void }) {
  const { t } = useTranslation();
  const { config } = widget;
  const info = controllerFacadeInfo[config.facade];
  const options = useDefaultOptions(config);
  const kind: Kind = info.relativeDefaults && config.defaults.some((value) => 'relative' in value) ? 'relative' : 'exact';
  const ends = info.range ? [START, NOW] : [NOW];
  const endLabels = info.range ? [t('controllers.defaults.start'), t('controllers.defaults.end')] : [t('controllers.defaults.title')];
  const setEnd = (index: number, relative: RelativeTime) =>
    onChange(ends.map((fallback, at) => ({ relative: at === index ? relative : relativeOf(config.defaults[at], fallback) })));

  return (
    <Flex vertical gap={8}>
      {info.relativeDefaults && (
        <Segmented<Kind>
          aria-label={t('controllers.defaults.title')}
          value={kind}
          options={[
            { value: 'exact', label: t('controllers.defaults.exact') },
            { value: 'relative', label: t('controllers.defaults.relative') },
          ]}
          onChange={(next) => onChange(next === 'relative' ? ends.map((relative) => ({ relative })) : [])}
        />
      )}
      {kind === 'relative' ? (
        ends.map((fallback, index) => <RelativeTimeInput key={endLabels[index]} label={endLabels[index]!} value={relativeOf(config.defaults[index], fallback)} onChange={(relative) => setEnd(index, relative)} />)
      ) : (
        <info.Component
          widget={{ ...widget, style: { ...widget.style, title: t('controllers.defaults.title') } }}
          values={config.defaults}
          onChange={onChange}
          options={options.items}
          optionsLoading={options.loading}
          {...(options.onSearch ? { onSearch: options.onSearch } : {})}
        />
      )}
      {config.defaults.length > 0 && (
        <Button type="link" size="small" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => onChange([])}>
          {t('controllers.defaults.none')}
        </Button>
      )}
    </Flex>
  );
}
