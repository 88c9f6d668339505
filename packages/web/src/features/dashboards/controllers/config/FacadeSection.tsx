import { controllerFacades, facadeOperators, pickerTypes, type ControllerConfig } from '@redbi/shared/domain';
import { Form, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { controllerFacadeInfo } from '../controllerFacades';
import { withFacade } from './controllerConfigEdits';

type Bound = 'min' | 'max' | 'step';

/** The facade and its operator (only those the facade allows), and the settings only some facades have. */
export function FacadeSection({ config, onChange }: { config: ControllerConfig; onChange: (config: ControllerConfig) => void }) {
  const { t } = useTranslation();
  const { settings } = controllerFacadeInfo[config.facade];
  const bound = (key: Bound) => (
    <Form.Item key={key} label={t(`controllers.panel.${key}`)} style={{ flex: 1, minWidth: 0 }}>
      <InputNumber<number>
        aria-label={t(`controllers.panel.${key}`)}
        style={{ width: '100%' }}
        {...(key === 'step' ? { min: Number.EPSILON } : {})}
        value={config[key] ?? null}
        onChange={(value) => onChange({ ...config, [key]: value ?? undefined })}
      />
    </Form.Item>
  );
  return (
    <>
      <Form.Item label={t('controllers.panel.facade')}>
        <Select
          aria-label={t('controllers.panel.facade')}
          value={config.facade}
          options={controllerFacades.map((facade) => ({ value: facade, label: t(controllerFacadeInfo[facade].labelKey) }))}
          onChange={(facade) => onChange(withFacade(config, facade))}
        />
      </Form.Item>
      <Form.Item label={t('controllers.panel.operator')}>
        <Select
          aria-label={t('controllers.panel.operator')}
          value={config.operator}
          options={facadeOperators[config.facade].map((operator) => ({ value: operator, label: t(`filterOperators.${operator}`) }))}
          onChange={(operator) => onChange({ ...config, operator })}
        />
      </Form.Item>
      {settings.includes('pickerType') && (
        <Form.Item label={t('controllers.panel.pickerType')}>
          <Select
            aria-label={t('controllers.panel.pickerType')}
            value={config.pickerType}
            options={pickerTypes.map((type) => ({ value: type, label: t(`controllers.panel.pickerTypes.${type}`) }))}
            onChange={(pickerType) => onChange({ ...config, pickerType })}
          />
        </Form.Item>
      )}
      {settings.includes('bounds') && <div style={{ display: 'flex', gap: 8 }}>{(['min', 'max', 'step'] as const).map(bound)}</div>}
      {settings.includes('buttons') && (
        <Form.Item label={t('controllers.panel.buttons')}>
          <Switch aria-label={t('controllers.panel.buttons')} checked={config.buttons} onChange={(buttons) => onChange({ ...config, buttons })} />
        </Form.Item>
      )}
    </>
  );
}
