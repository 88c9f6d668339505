import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { WidgetOf } from '@redbi/shared/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetViewProps } from '../boardContract';
import { useBoard } from './boardContext';
import '../messages';

const fill = { width: '100%', height: '100%', display: 'flex', alignItems: 'center' } as const;

/** Applies the controllers' values (query mode 'button', or a board without an initial query); waits while the board loads. */
export function QueryButtonWidgetView({ widget, dispatch }: WidgetViewProps<WidgetOf<'queryButton'>>) {
  const { t } = useTranslation();
  const { busy } = useBoard();
  return (
    <div style={fill}>
      <Button type="primary" block icon={<SearchOutlined />} loading={busy} onClick={() => dispatch({ type: 'query' })}>
        {widget.config.label || t('dashboards.buttons.query')}
      </Button>
    </div>
  );
}

/** Puts every controller back to its defaults and asks the board again. */
export function ResetButtonWidgetView({ widget, dispatch }: WidgetViewProps<WidgetOf<'resetButton'>>) {
  const { t } = useTranslation();
  return (
    <div style={fill}>
      <Button block icon={<ReloadOutlined />} onClick={() => dispatch({ type: 'reset' })}>
        {widget.config.label || t('dashboards.buttons.reset')}
      </Button>
    </div>
  );
}
