import type { BoardConfig } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import { boardControllers } from './controllerValues';
import { widgetNameKey } from './widgetNames';

/**
 * Controller values preset by a link (a share URL, a dashboard jump): each `name=value` entry whose name is a
 * controller's name (any case) or id adds the value to that controller, in order. Values stay text; the
 * query compiler reads them as the column's type. Entries that name no controller are left out.
 */
export function urlControllerValues(board: BoardConfig, entries: readonly (readonly [string, string])[]): Record<string, FilterValue[]> {
  const controllers = boardControllers(board);
  const byName = new Map(controllers.map((controller) => [widgetNameKey(controller.name), controller.id]));
  const ids = new Set(controllers.map((controller) => controller.id));
  const values: Record<string, FilterValue[]> = {};
  for (const [name, value] of entries) {
    const id = ids.has(name) ? name : byName.get(widgetNameKey(name));
    if (id !== undefined) (values[id] ??= []).push({ value });
  }
  return values;
}
