import { concurrencyModes, MAX_CACHE_EXPIRES, type ViewConfig } from '@redbi/shared/domain';
import { Form, InputNumber, Radio, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface SettingsTabProps {
  config: ViewConfig;
  onChange: (config: ViewConfig) => void;
  readOnly: boolean;
  /** Field path → message, from a refused save ('config.cacheExpires' …). */
  problems: Record<string, string>;
}

const help = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/** Cache with its expiry, concurrency control and the expensive-query flag of a view. */
export function SettingsTab({ config, onChange, readOnly, problems }: SettingsTabProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<ViewConfig>) => onChange({ ...config, ...patch });
  const problem = (field: keyof ViewConfig) => {
    const message = problems[`config.${field}`];
    return message === undefined ? {} : { validateStatus: 'error' as const, help: message };
  };
  return (
    <Form layout="vertical" component="div" disabled={readOnly} style={{ maxWidth: 640 }}>
      <Form.Item label={t('views.settings.cache')} htmlFor="view-cache" extra={help(t('views.settings.cacheHelp'))} {...problem('cache')}>
        <Switch id="view-cache" checked={config.cache} onChange={(cache) => change({ cache })} />
      </Form.Item>
      <Form.Item label={t('views.settings.cacheExpires')} htmlFor="view-cache-expires" {...problem('cacheExpires')}>
        <InputNumber
          id="view-cache-expires"
          min={0}
          max={MAX_CACHE_EXPIRES}
          precision={0}
          disabled={readOnly || !config.cache}
          value={config.cacheExpires}
          onChange={(value) => change({ cacheExpires: value ?? 0 })}
        />
      </Form.Item>
      <Form.Item label={t('views.settings.concurrency')} {...problem('concurrencyControlMode')}>
        <Radio.Group
          aria-label={t('views.settings.concurrency')}
          value={config.concurrencyControlMode}
          onChange={(event) => change({ concurrencyControlMode: event.target.value as ViewConfig['concurrencyControlMode'] })}
        >
          <Space direction="vertical">
            {concurrencyModes.map((mode) => (
              <Radio key={mode} value={mode}>
                {t(`views.settings.${mode}`)} — {help(t(`views.settings.${mode}Help`))}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('views.settings.expensiveQuery')} htmlFor="view-expensive" extra={help(t('views.settings.expensiveQueryHelp'))} {...problem('expensiveQuery')}>
        <Switch id="view-expensive" checked={config.expensiveQuery} onChange={(expensiveQuery) => change({ expensiveQuery })} />
      </Form.Item>
    </Form>
  );
}
