import type { ControllerConfig, ControllerWidget } from '@redbi/shared/domain';
import { Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Visibility = ControllerConfig['visibility'];

/** Whether viewers see the controller (and it filters): always, never, or while another controller's value equals, or differs from, a value. */
export function VisibilitySection({ config, others, onChange }: { config: ControllerConfig; others: ControllerWidget[]; onChange: (config: ControllerConfig) => void }) {
  const { t } = useTranslation();
  const { visibility } = config;
  const set = (change: Partial<Visibility>) => onChange({ ...config, visibility: { ...visibility, ...change } });
  return (
    <Flex vertical gap={8}>
      <Radio.Group
        aria-label={t('controllers.visibility.title')}
        optionType="button"
        value={visibility.mode}
        options={(['show', 'hide', 'condition'] as const).map((mode) => ({ value: mode, label: t(`controllers.visibility.${mode}`) }))}
        onChange={(event) => set({ mode: event.target.value as Visibility['mode'] })}
      />
      {visibility.mode === 'condition' &&
        (others.length === 0 ? (
          <Typography.Text type="secondary">{t('controllers.visibility.noOthers')}</Typography.Text>
        ) : (
          <Flex gap={4}>
            <Form.Item label={t('controllers.visibility.controller')} style={{ flex: 2, minWidth: 0, marginBottom: 0 }}>
              <Select
                aria-label={t('controllers.visibility.controller')}
                value={visibility.controllerId}
                options={others.map((other) => ({ value: other.id, label: other.name }))}
                onChange={(controllerId) => set({ controllerId })}
              />
            </Form.Item>
            <Form.Item label={t('controllers.visibility.operator')} style={{ flex: 1, minWidth: 0, marginBottom: 0 }}>
              <Select
                aria-label={t('controllers.visibility.operator')}
                value={visibility.operator}
                options={(['EQ', 'NE'] as const).map((operator) => ({ value: operator, label: t(`filterOperators.${operator}`) }))}
                onChange={(operator) => set({ operator })}
              />
            </Form.Item>
            <Form.Item label={t('controllers.visibility.value')} style={{ flex: 2, minWidth: 0, marginBottom: 0 }}>
              <Input aria-label={t('controllers.visibility.value')} value={visibility.value} onChange={(event) => set({ value: event.target.value })} />
            </Form.Item>
          </Flex>
        ))}
    </Flex>
  );
}
