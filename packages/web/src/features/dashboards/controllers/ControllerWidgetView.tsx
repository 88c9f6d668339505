import { controllerValues, isControllerVisible } from '@redbi/charts';
import type { ControllerOption, ControllerWidget } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import { Flex, theme, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetViewProps } from '../boardContract';
import { controllerOptionsOf } from './controllerOptions';
import { controllerFacadeInfo } from './controllerFacades';
import { textValues } from './facades/facadeValues';
import './messages';

/** How long typing must pause before a controller asks the server for the options matching the text. */
export const OPTIONS_SEARCH_DELAY_MS = 300;

/**
 * The text typed in a select or tree whose options come from data, reported once typing pauses (one request per
 * pause, not per key); an emptied text at once, so that the value just picked and the whole list come back
 * in the same request. `searching`: a text was reported and is in force.
 */
function useOptionsSearch(report: ((text: string) => void) | undefined) {
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(report);
  useEffect(() => {
    latest.current = report;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = useCallback((text: string) => {
    setSearching(text !== '');
    latest.current?.(text);
  }, []);
  const onSearch = useCallback(
    (typed: string) => {
      clearTimeout(timer.current);
      const text = typed.trim();
      if (text === '') send('');
      else timer.current = setTimeout(() => send(text), OPTIONS_SEARCH_DELAY_MS);
    },
    [send],
  );
  return { onSearch: report ? onSearch : undefined, searching: report !== undefined && searching };
}

/**
 * The options a searching select or tree shows: the server's matches and, after them, the values already
 * chosen that do not match (else the select would show a chosen value bare, and a tree would drop it), labelled
 * and under their parents as the whole list had them.
 */
function withChosen(matches: ControllerOption[], chosen: readonly string[], whole: readonly ControllerOption[]): ControllerOption[] {
  const shown = [...matches];
  const listed = new Set(matches.map((option) => option.value));
  const known = new Map(whole.map((option) => [option.value, option]));
  const add = (option: ControllerOption) => {
    if (listed.has(option.value)) return;
    listed.add(option.value);
    shown.push(option);
    const parent = option.parent === undefined ? undefined : known.get(option.parent);
    if (parent) add(parent);
  };
  for (const value of chosen) add(known.get(value) ?? { value });
  return shown;
}

/**
 * A controller on the board: its facade drawn with the value the viewer set (else a URL preset or the
 * defaults, as the runtime resolved them), its options (typed, or the batched answer of its 'options'
 * item), and a required mark while it is empty. A select or tree whose options come from data searches them
 * on the server as the viewer types (through the board's batched request); typed options are matched by their
 * labels where they are. A controller hidden by its visibility rule draws nothing for viewers (the runtime
 * keeps its frame hidden too); in the editor it stays, dimmed, so that its author can find it. It works in
 * the editor as on the board (a preview).
 */
export function ControllerWidgetView({ widget, board, state, options, dispatch, mode, onOptionsSearch }: WidgetViewProps<ControllerWidget>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const allValues = useMemo(() => controllerValues(board, state.controllers), [board, state.controllers]);
  const { Component, searchable } = controllerFacadeInfo[widget.config.facade];
  const values = state.controllers[widget.id] ?? allValues[widget.id] ?? widget.config.defaults;
  const { onSearch, searching } = useOptionsSearch(searchable && widget.config.options.source === 'data' ? onOptionsSearch : undefined);
  const frame = options?.frame;
  const items = useMemo(() => controllerOptionsOf(widget.config, frame), [widget.config, frame]);
  // The whole list as last answered without a search: the labels of chosen values the matches leave out.
  const [whole, setWhole] = useState(items);
  if (!searching && whole !== items) setWhole(items);
  const shown = useMemo(() => (searching ? withChosen(items, textValues(values), whole) : items), [searching, items, values, whole]);
  const visible = isControllerVisible(board, widget.id, allValues);
  if (!visible && mode !== 'edit') return null;

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
        <Component widget={widget} values={values} onChange={onChange} options={shown} optionsLoading={options?.loading ?? false} {...(onSearch ? { onSearch } : {})} />
      </div>
    </Flex>
  );
}
