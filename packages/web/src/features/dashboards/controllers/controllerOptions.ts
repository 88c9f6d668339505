import { controllerOptionColumns } from '@redbi/charts';
import type { ControllerConfig, ControllerOption } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';
import { groupKey } from './facades/optionTree';

const text = (cell: unknown): string | undefined => (cell === null || cell === undefined ? undefined : String(cell));

/**
 * The options a controller lists: the static items typed by its author, or the rows of its options frame
 * (value, label, parent levels as controllerOptionColumns names them). With several parent fields the
 * upper levels of each value become group options (their keys from groupKey), so that a tree shows
 * country → province → city while only cities are values.
 */
export function controllerOptionsOf(config: ControllerConfig, frame: Dataframe | undefined): ControllerOption[] {
  if (config.options.source === 'static') return config.options.items;
  if (!frame) return [];
  const at = (name: string) => frame.columns.findIndex((column) => column.name === name);
  const valueAt = at(controllerOptionColumns.value);
  const labelAt = at(controllerOptionColumns.label);
  const parentsAt = config.options.parentFields.map((_field, level) => at(controllerOptionColumns.parent(level)));
  if (valueAt < 0) return [];

  const options: ControllerOption[] = [];
  const seen = new Set<string>();
  const add = (option: ControllerOption) => {
    if (seen.has(option.value)) return;
    seen.add(option.value);
    options.push(option);
  };
  for (const row of frame.rows) {
    const value = text(row[valueAt]);
    if (value === undefined) continue;
    const label = labelAt < 0 ? undefined : text(row[labelAt]);
    const parents = parentsAt.map((index) => (index < 0 ? undefined : text(row[index])));
    const levels = parents.indexOf(undefined) < 0 ? (parents as string[]) : (parents.slice(0, parents.indexOf(undefined)) as string[]);
    if (parentsAt.length <= 1) {
      add({ value, ...(label !== undefined ? { label } : {}), ...(levels[0] !== undefined ? { parent: levels[0] } : {}) });
      continue;
    }
    levels.forEach((level, depth) => add({ value: groupKey(levels.slice(0, depth + 1)), label: level, ...(depth > 0 ? { parent: groupKey(levels.slice(0, depth)) } : {}) }));
    add({ value, ...(label !== undefined ? { label } : {}), ...(levels.length > 0 ? { parent: groupKey(levels) } : {}) });
  }
  return options;
}
