import type { ControllerConfig, ControllerWidget } from '@redbi/shared/domain';
import { Divider, Form, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetEditorProps } from '../boardContract';
import { DefaultsSection } from './config/DefaultsSection';
import { FacadeSection } from './config/FacadeSection';
import { OptionsSection } from './config/OptionsSection';
import { TargetsSection } from './config/TargetsSection';
import { VisibilitySection } from './config/VisibilitySection';
import { controllerFacadeInfo } from './controllerFacades';
import './messages';

const section = (title: string, children: ReactNode) => (
  <>
    <Divider orientation="left" orientationMargin={0} plain style={{ marginBlock: 12 }}>
      {title}
    </Divider>
    {children}
  </>
);

/**
 * A controller's own settings in the widget settings drawer: facade and operator, what it filters in each
 * view, its options, defaults, whether it is required, when it shows, and the controllers narrowing its
 * options (cascading).
 */
export function ControllerConfigPanel({ widget, board, charts, orgId, onChange }: WidgetEditorProps<ControllerWidget>) {
  const { t } = useTranslation();
  const { config } = widget;
  const info = controllerFacadeInfo[config.facade];
  const others = board.widgets.filter((other): other is ControllerWidget => other.type === 'controller' && other.id !== widget.id);
  const setConfig = (next: ControllerConfig) => onChange({ ...widget, config: next });

  return (
    <Form layout="vertical" component="div">
      <FacadeSection config={config} onChange={setConfig} />
      {section(t('controllers.targets.title'), <TargetsSection orgId={orgId} board={board} charts={charts} widgetId={widget.id} config={config} onChange={setConfig} />)}
      {info.needsOptions && section(t('controllers.options.title'), <OptionsSection orgId={orgId} config={config} onChange={setConfig} />)}
      {section(t('controllers.defaults.title'), <DefaultsSection widget={widget} onChange={(defaults) => setConfig({ ...config, defaults })} />)}
      <Form.Item label={t('controllers.panel.required')} extra={t('controllers.panel.requiredHint')} style={{ marginTop: 16 }}>
        <Switch aria-label={t('controllers.panel.required')} checked={config.required} onChange={(required) => setConfig({ ...config, required })} />
      </Form.Item>
      {section(t('controllers.visibility.title'), <VisibilitySection config={config} others={others} onChange={setConfig} />)}
      {info.needsOptions && config.options.source === 'data' && (
        <Form.Item label={t('controllers.panel.cascade')} extra={t('controllers.panel.cascadeHint')} style={{ marginTop: 16 }}>
          <Select
            aria-label={t('controllers.panel.cascade')}
            mode="multiple"
            value={config.cascadeFrom}
            options={others.map((other) => ({ value: other.id, label: other.name }))}
            onChange={(cascadeFrom: string[]) => setConfig({ ...config, cascadeFrom })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
