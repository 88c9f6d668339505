import { checkBoard, getChartType, migrateBoard } from '@redbi/charts';
import type { BoardConfig } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { InvalidInputError } from '../invalidInput';
import type { QueryableView } from '../views/queryableView';
import { chartViewScopeOf, checkChartConfig } from '../vizs/chartChecks';
import { widgetsReadingNewly } from './dashboardRefs';

/**
 * A board as it is saved: brought to the current version, then held to the rules that span the whole board
 * (checkBoard: widget names not empty and unique — spec §5 'Widget name is duplicate with others, please
 * change another one.' —, a chart not embedded twice, references to widgets that exist, operators the
 * controller's facade offers, ranges with both ends in order). The first problem answers 400 with its
 * message; the editor runs the same checkBoard and marks every widget at fault itself.
 */
export function checkedBoard(config: BoardConfig): BoardConfig {
  const board = migrateBoard(config);
  const [problem] = checkBoard(board);
  if (problem) {
    throw new AppError('VALIDATION', { messageKey: problem.messageKey, params: problem.params ?? {} });
  }
  return board;
}

/**
 * The private charts a save adds or changes, held to the rules of a saved chart (chartChecks.ts) against
 * their view as the author sees it (`views`: the views newly read, which the author may query). A problem
 * answers at its path in the body (config.widgets.N.config.chart…).
 */
export function checkPrivateCharts(board: BoardConfig, stored: BoardConfig | undefined, views: ReadonlyMap<string, QueryableView>): void {
  for (const { widget } of widgetsReadingNewly(board, stored)) {
    if (widget.type !== 'privateChart') continue;
    // authorizeBoardReads answered every view these widgets read.
    const view = views.get(widget.config.viewId);
    if (!view) continue;
    const index = board.widgets.indexOf(widget);
    try {
      checkChartConfig(getChartType(widget.config.chart.chartType), widget.config.chart, chartViewScopeOf(view));
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      throw new InvalidInputError(error.issues.map((issue) => ({ ...issue, path: ['config', 'widgets', index, 'config', 'chart', ...issue.path.slice(1)] })));
    }
  }
}
