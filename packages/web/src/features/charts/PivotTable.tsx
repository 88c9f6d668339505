import type { PivotModel } from '@redbi/charts';
import { theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { pivotRowHeaders, rowHeaderColumnCount } from './pivotLayout';
import type { OutputOfKind, OutputViewProps } from './outputViewProps';

type RowKind = PivotModel['rows'][number]['kind'];

/** The cells of subtotal and total rows are set apart from the data: bolder, tinted, totals under a heavier rule. */
function rowStyle(kind: RowKind, style: PivotModel['style']): CSSProperties {
  if (kind === 'total') return { fontWeight: 600, background: style.headerBackground, color: style.headerColor, borderTop: `2px solid ${style.border}` };
  if (kind === 'subtotal') return { fontWeight: 600, background: style.stripe ?? style.headerBackground };
  return {};
}

/**
 * The pivot table: column headers in as many rows as there are column fields (sticky while the body
 * scrolls), row headers spanning the rows they group, right-aligned figures, subtotal and total rows styled
 * apart. A plain <table>, so that screen readers read headers with cells.
 */
export function PivotTable({ output }: OutputViewProps<OutputOfKind<'pivot'>>) {
  const { token } = theme.useToken();
  const { pivot } = output;
  const { style } = pivot;
  const rowHeaders = useMemo(() => pivotRowHeaders(pivot), [pivot]);
  const headerColumns = rowHeaderColumnCount(pivot);
  const headerRows = Math.max(1, pivot.columnHeaders.length);
  const padding = `${token.paddingXXS}px ${token.paddingXS}px`;
  const rowHeight = Math.ceil(style.fontSize * style.lineHeight) + 2 * token.paddingXXS + 1;
  const cell: CSSProperties = { padding, border: `1px solid ${style.border}`, whiteSpace: 'nowrap' };
  const head = (row: number): CSSProperties => ({
    ...cell,
    position: 'sticky',
    top: row * rowHeight,
    zIndex: 1,
    background: style.headerBackground,
    color: style.headerColor,
    fontWeight: 600,
    textAlign: 'center',
  });
  const titles = Array.from({ length: headerColumns }, (_, index) => pivot.rowHeaderTitles[index] ?? '');

  return (
    <div style={{ height: '100%', overflow: 'auto' }}>
      <table style={{ borderCollapse: 'separate', borderSpacing: 0, color: style.color, fontSize: style.fontSize, lineHeight: style.lineHeight, minWidth: '100%' }}>
        <thead>
          {Array.from({ length: headerRows }, (_, row) => (
            <tr key={row}>
              {row === 0 && headerRows > 1 && headerColumns > 0 && <td colSpan={headerColumns} rowSpan={headerRows - 1} style={head(0)} />}
              {row === headerRows - 1 &&
                titles.map((title, index) => (
                  <th key={`title-${index}`} scope="col" style={{ ...head(row), textAlign: 'left' }}>
                    {title}
                  </th>
                ))}
              {(pivot.columnHeaders[row] ?? []).map((header, index) => (
                <th key={index} scope="col" colSpan={header.span} style={head(row)}>
                  {header.text}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {pivot.rows.map((row, index) => {
            const kind = rowStyle(row.kind, style);
            return (
              <tr key={index} data-kind={row.kind}>
                {rowHeaders[index]!.map((header, column) => (
                  <th key={`header-${column}`} scope="row" rowSpan={header.rowSpan} colSpan={header.colSpan} style={{ ...cell, fontWeight: 500, textAlign: 'left', verticalAlign: 'top', ...kind }}>
                    {header.text}
                  </th>
                ))}
                {row.cells.map((text, column) => (
                  <td key={column} style={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums', ...kind }}>
                    {text}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
