import { controllerValues, isControllerVisible } from '@redbi/charts';
import type { ControllerWidget } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import { Flex, theme, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetViewProps } from '../boardContract';
import { controllerOptionsOf } from './controllerOptions';
import { controllerFacadeInfo } from './controllerFacades';
import './messages';

/**
 * A controller on the board: its facade drawn with the value the viewer set (else a URL preset or the
 * defaults, as the runtime resolved them), its options (typed, or the batched answer of its 'options'
 * item), and a required mark while it is empty. A controller hidden by its visibility rule draws nothing
 * for viewers (the runtime keeps its frame hidden too); in the editor it stays, dimmed, so that its author
 * can find it. It works in the editor as on the board (a preview).
 */
export function ControllerWidgetView({ widget, board, state, options, dispatch, mode }: WidgetViewProps<ControllerWidget>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const allValues = useMemo(() => controllerValues(board, state.controllers), [board, state.controllers]);
  const frame = options?.frame;
  const items = useMemo(() => controllerOptionsOf(widget.config, frame), [widget.config, frame]);
  const visible = isControllerVisible(board, widget.id, allValues);
  if (!visible && mode !== 'edit') return null;

  const values = state.controllers[widget.id] ?? allValues[widget.id] ?? widget.config.defaults;
  const { Component } = controllerFacadeInfo[widget.config.facade];
  const missing = widget.config.required && values.length === 0;
  const onChange = (next: FilterValue[]) => dispatch({ type: 'setController', widgetId: widget.id, values: next });
  return (
    <Flex align="center" gap={4} style={{ width: '100%', height: '100%', opacity: visible ? 1 : 0.5 }} data-controller-facade={widget.config.facade}>
      {widget.config.required && (
        <Tooltip title={missing ? t('controllers.control.requiredMissing') : t('controllers.control.required')}>
          <span role="img" aria-label={t('controllers.control.required')} style={{ color: token.colorError, fontSize: token.fontSizeLG }}>
            *
          </span>
        </Tooltip>
      )}
      <div style={{ flex: 1, minWidth: 0, height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <Component widget={widget} values={values} onChange={onChange} options={items} optionsLoading={options?.loading ?? false} />
      </div>
    </Flex>
  );
}
