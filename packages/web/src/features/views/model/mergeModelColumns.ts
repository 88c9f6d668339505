import type { ColumnType, FieldType, ModelColumn, ViewModel } from '@redbi/shared/domain';
import type { DataframeColumn } from '@redbi/shared/query';

/** The model type a result column starts with; the user may change it afterwards. */
const fieldTypeOfResult: Record<ColumnType, FieldType> = {
  number: 'numeric',
  date: 'date',
  datetime: 'date',
  string: 'string',
  boolean: 'string',
  other: 'string',
};

/**
 * The model after the view ran again: the columns of the result in its order, each keeping the type and
 * category the user gave it when it was there before, new ones typed from the result; columns that are gone
 * leave the model and their hierarchies (a hierarchy left empty goes too). Computed fields stay.
 */
export function mergeModelColumns(model: ViewModel, columns: DataframeColumn[]): ViewModel {
  const previous = new Map(model.columns.map((column) => [column.name, column]));
  const merged: ModelColumn[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    // A result may repeat a name (SELECT a.id, b.id); the model holds each name once.
    if (seen.has(column.name)) continue;
    seen.add(column.name);
    merged.push(previous.get(column.name) ?? { name: column.name, type: fieldTypeOfResult[column.type], category: 'uncategorized' });
  }
  const known = new Set([...seen, ...model.computedFields.map((field) => field.name)]);
  const hierarchies = model.hierarchies
    .map((hierarchy) => ({ ...hierarchy, fields: hierarchy.fields.filter((field) => known.has(field)) }))
    .filter((hierarchy) => hierarchy.fields.length > 0);
  return { ...model, columns: merged, hierarchies };
}
