import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { TableModel } from '@redbi/charts';
import { theme } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';
import { ResizableHeaderCell } from './ResizableHeaderCell';

type Order = 'ASC' | 'DESC' | undefined;

export interface PlainChartTableProps {
  table: TableModel;
  /** Each column's width in pixels (fitted to the chart's box, or dragged). */
  widths: number[];
  /** The most the table may take before its rows scroll under the header (header, rows and totals). */
  maxHeight: number;
  /** Cell padding above and below (compact rows). */
  paddingBlock: number;
  /** Asks the server for an order; absent, headers do not sort. */
  onSort?: (uid: string, order: Order) => void;
  onResize: (uid: string, width: number) => void;
  resizeLabel: (title: string) => string;
}

const ariaSorts = { ASC: 'ascending', DESC: 'descending' } as const;
/** A header click goes through the orders as antd's table did: none → ascending → descending → none. */
const nextOrder = (order: Order): Order => (order === undefined ? 'ASC' : order === 'ASC' ? 'DESC' : undefined);
const ellipsis: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/**
 * A table chart's rows as one plain fixed-layout <table>, drawn as antd's small bordered table draws them
 * (same borders, radius, paddings, header, sort carets and cut cells with their full text as a title), in a
 * box that scrolls with its header and totals held in view by CSS (sticky). antd's scrolling table draws
 * its header as a second table, measures the scrollbar and every column in layout effects to align the two
 * and then draws again: each table forced a layout of the whole page, which a board of charts paid per
 * table. Used up to the row count where tables scroll virtually (ChartTable).
 */
export function PlainChartTable({ table, widths, maxHeight, paddingBlock, onSort, onResize, resizeLabel }: PlainChartTableProps) {
  const { token } = theme.useToken();
  const { style } = table;
  const border = `${token.lineWidth}px ${token.lineType} ${style.border}`;
  const radius = token.borderRadiusLG;
  const cell: CSSProperties = { padding: `${paddingBlock}px ${token.paddingXS}px`, borderInlineEnd: border, borderBottom: border, ...ellipsis };
  const tableWidth = widths.reduce((sum, width) => sum + width, 0);
  const last = table.columns.length - 1;

  return (
    <div style={{ maxHeight, overflow: 'auto', flex: 'none', borderStartStartRadius: radius, borderStartEndRadius: radius }}>
      <table
        style={{
          width: '100%',
          minWidth: tableWidth,
          tableLayout: 'fixed',
          borderCollapse: 'separate',
          borderSpacing: 0,
          borderInlineStart: border,
          borderTop: border,
          borderStartStartRadius: radius,
          borderStartEndRadius: radius,
          color: style.color,
          fontSize: style.fontSize,
          lineHeight: style.lineHeight,
        }}
      >
        <colgroup>
          {widths.map((width, index) => (
            <col key={table.columns[index]?.uid ?? index} style={{ width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {table.columns.map((column, index) => {
              const sortable = column.sortable && Boolean(onSort);
              const sort = () => onSort?.(column.uid, nextOrder(column.sort));
              const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                sort();
              };
              return (
                <ResizableHeaderCell
                  key={column.uid}
                  scope="col"
                  // Named by its title alone, not also by the resize handle inside it.
                  aria-label={column.title}
                  aria-sort={column.sort ? ariaSorts[column.sort] : undefined}
                  tabIndex={sortable ? 0 : undefined}
                  onClick={sortable ? sort : undefined}
                  onKeyDown={sortable ? onKeyDown : undefined}
                  resize={{ width: widths[index]!, label: resizeLabel(column.title), onResize: (width) => onResize(column.uid, width) }}
                  style={{
                    ...cell,
                    position: 'sticky',
                    top: 0,
                    zIndex: 2,
                    background: style.headerBackground,
                    color: style.headerColor,
                    fontWeight: token.fontWeightStrong,
                    textAlign: column.align,
                    cursor: sortable ? 'pointer' : undefined,
                    borderStartStartRadius: index === 0 ? radius : undefined,
                    borderStartEndRadius: index === last ? radius : undefined,
                  }}
                >
                  {sortable ? (
                    <span style={{ display: 'flex', alignItems: 'center', justifyContent: column.align === 'right' ? 'flex-end' : 'space-between', gap: token.marginXXS }}>
                      <span style={ellipsis} title={column.title}>
                        {column.title}
                      </span>
                      <span aria-hidden style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', flex: 'none', fontSize: 11, lineHeight: 1 }}>
                        <CaretUpOutlined style={{ color: column.sort === 'ASC' ? token.colorPrimary : token.colorTextQuaternary }} />
                        <CaretDownOutlined style={{ color: column.sort === 'DESC' ? token.colorPrimary : token.colorTextQuaternary, marginTop: '-0.3em' }} />
                      </span>
                    </span>
                  ) : (
                    <span title={column.title}>{column.title}</span>
                  )}
                </ResizableHeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => {
            const stripe = style.stripe && rowIndex % 2 === 1 ? style.stripe : undefined;
            return (
              <tr key={rowIndex} data-chart-table-row="">
                {row.cells.map((value, index) => {
                  const column = table.columns[index];
                  const right = column?.align === 'right';
                  return (
                    <td
                      key={column?.uid ?? index}
                      title={value.text}
                      style={{ ...cell, textAlign: column?.align, fontVariantNumeric: right ? 'tabular-nums' : undefined, background: value.background ?? stripe, color: value.color }}
                    >
                      {value.text}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
        {table.totals && (
          // Totals sit apart from the rows: a heavier rule above, the header's colours, bold figures.
          <tfoot data-chart-table-totals="">
            <tr>
              {table.totals.map((value, index) => (
                <td
                  key={table.columns[index]?.uid ?? index}
                  title={value.text}
                  style={{
                    ...cell,
                    position: 'sticky',
                    bottom: 0,
                    zIndex: 2,
                    textAlign: table.columns[index]?.align,
                    borderTop: `2px solid ${style.border}`,
                    background: style.headerBackground,
                    color: style.headerColor,
                    fontWeight: 600,
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {value.text}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
