import type { ControllerConfig } from '@redbi/shared/domain';
import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { controllerFacadeInfo } from '../controllerFacades';
import { DataOptionsEditor } from './DataOptionsEditor';
import { StaticOptionsEditor } from './StaticOptionsEditor';

type Source = ControllerConfig['options']['source'];

/** The values a list or tree facade offers: typed by the author, or read from a view's data. */
export function OptionsSection({ orgId, config, onChange }: { orgId: string; config: ControllerConfig; onChange: (config: ControllerConfig) => void }) {
  const { t } = useTranslation();
  const { options } = config;
  const { tree } = controllerFacadeInfo[config.facade];
  const setOptions = (next: ControllerConfig['options']) => onChange({ ...config, options: next });
  return (
    <Flex vertical gap={8}>
      <Segmented<Source>
        aria-label={t('controllers.options.title')}
        block
        value={options.source}
        options={[
          { value: 'static', label: t('controllers.options.static') },
          { value: 'data', label: t('controllers.options.data') },
        ]}
        onChange={(source) => setOptions({ ...options, source })}
      />
      {options.source === 'static' ? (
        <StaticOptionsEditor items={options.items} tree={tree} onChange={(items) => setOptions({ ...options, items })} />
      ) : (
        <DataOptionsEditor orgId={orgId} options={options} tree={tree} onChange={setOptions} />
      )}
    </Flex>
  );
}
