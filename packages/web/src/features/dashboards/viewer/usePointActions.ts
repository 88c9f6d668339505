import { jumpOf, type BoardCharts, type JumpTarget } from '@redbi/charts';
import { BASE_PATH, type BoardConfig, type PointValue } from '@redbi/shared/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toaster } from '../../../app/errors/toaster';
import { useVizTree } from '../../vizs/vizQueries';
import type { BoardAction, BoardMode, BoardRuntimeState, ChartPointEvent } from '../boardContract';
import { useBoardDataSource } from '../runtime/boardDataSource';
import { missingLinkageTargets } from '../runtime/boardWidgets';
import { jumpPath } from './jumpPath';
import { defaultPointAction, drillDownFrom, drillUpFrom, pointActionsOf, type PointAction } from './pointActions';
import '../messages';

/** A jump that opens in a dialog: the target and its name. */
export interface JumpDialogState {
  target: JumpTarget;
  name: string;
}

interface PointActionsInput {
  orgId: string;
  board: BoardConfig;
  charts: BoardCharts;
  state: BoardRuntimeState;
  dispatch: (action: BoardAction) => void;
  mode: BoardMode;
}

/**
 * What clicks on chart widgets' data points do at view time: a left click runs the widget's default action
 * (drill down, else jump, else linkage), a right click opens the menu of every action it offers, and the
 * chosen action runs here — drilling, linking, jumping (in place, in a new tab or in a dialog; a target no
 * longer in the viz tree says 'The jump target has been invalidated or deleted, please reconfigure') or
 * showing the rows behind the point.
 */
export function usePointActions({ orgId, board, charts, state, dispatch, mode }: PointActionsInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Render mode (screenshots) has no tree beside the board and nobody clicking: it does not ask for the tree.
  // A share page cannot reach the tree: a jump to a chart or a dashboard points outside the share.
  const { shared } = useBoardDataSource();
  const tree = useVizTree(orgId, mode !== 'render' && !shared);
  const [menu, setMenu] = useState<{ event: ChartPointEvent; actions: PointAction[] }>();
  const [rows, setRows] = useState<{ widgetId: string; values: Record<string, PointValue> }>();
  const [jump, setJump] = useState<JumpDialogState>();

  const jumpTo = useCallback(
    (target: JumpTarget) => {
      if (target.kind === 'url') {
        const url = target.url!;
        if (target.action === 'newTab') window.open(url, '_blank', 'noopener,noreferrer');
        else if (target.action === 'dialog') setJump({ target, name: url });
        else window.location.assign(url);
        return;
      }
      if (shared) return toaster.show('warning', t('errors.jumpTargetInvalid'));
      const node = tree.data?.find((candidate) => candidate.id === target.targetId && candidate.kind === target.kind);
      if (tree.data && !node) return toaster.show('warning', t('errors.jumpTargetInvalid'));
      const path = jumpPath(orgId, target.targetId!, target.params);
      if (target.action === 'newTab') window.open(`${BASE_PATH}${path}`, '_blank', 'noopener');
      else if (target.action === 'dialog') setJump({ target, name: node?.name ?? '' });
      else void navigate(path);
    },
    [tree.data, orgId, navigate, t, shared],
  );

  const run = useCallback(
    (action: PointAction, event: ChartPointEvent) => {
      const widget = board.widgets.find((candidate) => candidate.id === event.widgetId);
      if (!widget) return;
      if (action === 'drillDown' || action === 'expand') {
        const drill = drillDownFrom(widget, charts, state, event.values, action === 'expand');
        if (drill) dispatch({ type: 'drill', widgetId: widget.id, drill });
      } else if (action === 'drillUp') dispatch({ type: 'drill', widgetId: widget.id, drill: drillUpFrom(state, widget.id) });
      else if (action === 'linkage') {
        if (missingLinkageTargets(board, widget.id).length > 0) toaster.show('warning', t('errors.linkedChartDeleted'));
        dispatch({ type: 'linkage', linkage: { sourceWidgetId: widget.id, values: event.values } });
      } else if (action === 'jump') {
        const target = jumpOf(widget, event.values, charts);
        if (target) jumpTo(target);
        else toaster.show('warning', t('errors.jumpTargetInvalid'));
      } else setRows({ widgetId: widget.id, values: event.values });
    },
    [board, charts, state, dispatch, jumpTo, t],
  );

  const onPoint = useCallback(
    (event: ChartPointEvent) => {
      const widget = board.widgets.find((candidate) => candidate.id === event.widgetId);
      if (!widget) return;
      const actions = pointActionsOf(widget, charts, state);
      if (event.button === 'right') {
        if (actions.length > 0) setMenu({ event, actions });
        return;
      }
      const action = defaultPointAction(actions);
      if (action) run(action, event);
    },
    [board, charts, state, run],
  );

  return {
    onPoint,
    run,
    menu,
    closeMenu: useCallback(() => setMenu(undefined), []),
    rows,
    closeRows: useCallback(() => setRows(undefined), []),
    jump,
    closeJump: useCallback(() => setJump(undefined), []),
  };
}
