import { escapeMarkup } from '../../svg/svgText';
import { valueIn, type TableField } from '../table/tableFields';

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * Puts the first row's values into rich text: `{{Field title}}` (the title the chart shows, or the column
 * name) becomes the field's formatted value, HTML-escaped, so a value can never add markup. A placeholder
 * naming no field stays as written, for its author to see; without rows the fields' placeholders are empty.
 */
export function fillPlaceholders(html: string, fields: readonly TableField[], row: readonly unknown[] | undefined): string {
  return html.replace(PLACEHOLDER, (whole, name: string) => {
    const field = fields.find((candidate) => candidate.title === name) ?? fields.find((candidate) => candidate.field.column === name);
    if (!field) return whole;
    return row ? escapeMarkup(field.format(valueIn(row, field))) : '';
  });
}
