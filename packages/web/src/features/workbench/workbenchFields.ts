import type { ComputedField, FieldCategory, FieldType, View } from '@redbi/shared/domain';
import type { DateLevel } from '@redbi/shared/query';

/** Where a field the workbench offers comes from. */
export type FieldOrigin = 'column' | 'viewComputed' | 'chartComputed';

/** A field the workbench offers: a column of the view's model, or a computed field of the view or the chart. */
export interface OfferedField {
  /** The name queries know it by (a column's name, or a computed field's). */
  name: string;
  type: FieldType;
  category?: FieldCategory;
  origin: FieldOrigin;
}

/** What is dragged or added to a section: an offered field, a date field at one of its levels. */
export interface FieldPick {
  name: string;
  type: FieldType;
  category?: FieldCategory;
  dateLevel?: DateLevel;
}

/** The field list as the panel shows it: the view's hierarchies, the other fields, then computed fields. */
export interface FieldCatalog {
  hierarchies: { name: string; fields: OfferedField[] }[];
  others: OfferedField[];
  computed: OfferedField[];
  /** Every field by name, for looking up what a chip or a drop names. */
  byName: ReadonlyMap<string, OfferedField>;
}

const computedOf = (field: ComputedField, origin: FieldOrigin): OfferedField => ({ name: field.name, type: field.type, origin });

/**
 * Groups the fields of a view and of the chart's own computed fields (issue 11: "see its fields grouped as
 * the view's hierarchies, computed fields …"). A field of a hierarchy is listed there only; the chart's
 * computed fields come after the view's.
 */
export function fieldCatalog(model: View['model'] | undefined, chartComputed: readonly ComputedField[]): FieldCatalog {
  const columns: OfferedField[] = (model?.columns ?? []).map((column) => ({ name: column.name, type: column.type, category: column.category, origin: 'column' }));
  const computed = [...(model?.computedFields ?? []).map((field) => computedOf(field, 'viewComputed')), ...chartComputed.map((field) => computedOf(field, 'chartComputed'))];
  const byName = new Map<string, OfferedField>([...columns, ...computed].map((field) => [field.name, field]));
  const inHierarchy = new Set<string>();
  const hierarchies = (model?.hierarchies ?? []).map((hierarchy) => ({
    name: hierarchy.name,
    fields: hierarchy.fields.flatMap((name) => {
      const field = byName.get(name);
      if (!field) return [];
      inHierarchy.add(name);
      return [field];
    }),
  }));
  return {
    hierarchies,
    others: columns.filter((field) => !inHierarchy.has(field.name)),
    computed: computed.filter((field) => !inHierarchy.has(field.name)),
    byName,
  };
}

export const pickOf = (field: OfferedField, dateLevel?: DateLevel): FieldPick => ({
  name: field.name,
  type: field.type,
  ...(field.category ? { category: field.category } : {}),
  ...(dateLevel ? { dateLevel } : {}),
});
