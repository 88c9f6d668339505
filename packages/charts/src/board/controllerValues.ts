import type { BoardConfig, ControllerWidget } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';

/** The board's controller widgets. */
export const boardControllers = (board: BoardConfig): ControllerWidget[] => board.widgets.filter((widget): widget is ControllerWidget => widget.type === 'controller');

/**
 * The value of every controller of the board: what the viewer set (an empty list is a cleared controller),
 * else its defaults.
 */
export function controllerValues(board: BoardConfig, controllers: Record<string, FilterValue[]>): Record<string, FilterValue[]> {
  return Object.fromEntries(boardControllers(board).map((controller) => [controller.id, controllers[controller.id] ?? controller.config.defaults]));
}

/** The text of a controller's first literal value ('' when it has none), as visibility conditions compare it. */
const firstText = (values: readonly FilterValue[] | undefined): string => {
  const first = values?.[0];
  return first && 'value' in first && first.value !== null ? String(first.value) : '';
};

/**
 * Whether a controller is shown and applies its value: always, never, or when another controller's first
 * value equals (EQ) or differs from (NE) the condition's value. `values` are the board's resolved values
 * (controllerValues). A hidden controller filters nothing.
 */
export function isControllerVisible(board: BoardConfig, controllerId: string, values: Record<string, FilterValue[]>): boolean {
  const controller = boardControllers(board).find((widget) => widget.id === controllerId);
  if (!controller) return false;
  const { visibility } = controller.config;
  if (visibility.mode !== 'condition') return visibility.mode === 'show';
  const other = visibility.controllerId ? firstText(values[visibility.controllerId]) : '';
  return visibility.operator === 'EQ' ? other === visibility.value : other !== visibility.value;
}
