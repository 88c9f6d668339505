import type { TableModel } from '@redbi/charts';
import { ConfigProvider, Table, theme, type TableColumnsType, type TableProps } from 'antd';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { columnSpans, fitColumnsToWidth, SCROLLBAR_ALLOWANCE, type ColumnSpan } from './columnWidths';
import type { OutputOfKind, OutputViewProps, TableSortHandler } from './outputViewProps';
import { PlainChartTable } from './PlainChartTable';
import { ResizableHeaderCell, type ResizableHeaderProps } from './ResizableHeaderCell';
import { tablePager } from './tablePager';
import { TablePagerBar, tablePagerCss } from './TablePagerBar';
import './messages';

type Cell = TableModel['rows'][number]['cells'][number];
interface Row {
  key: number;
  cells: Cell[];
}

/** Beyond this many rows only the rows in view are drawn (10,000 rows show their first rows at once). */
const VIRTUAL_FROM = 100;
const PAGER_HEIGHT = 40;
/** Compact rows (reference/visual.md): less vertical padding than antd's small table. */
const COMPACT_PADDING = 4;
const MIN_BODY_HEIGHT = 120;
const DEFAULT_HEIGHT = 400;

const sortOrders = { ASC: 'ascend', DESC: 'descend' } as const;
const numeric: CSSProperties = { fontVariantNumeric: 'tabular-nums' };

const formatCount = (count: number, locale: string) => new Intl.NumberFormat(locale).format(count);

/**
 * Header clicks as server sorts. Taking the order off a column, antd names no column: it is the column the
 * rows are sorted by now.
 */
function handleSort(table: TableModel, onTableSort: TableSortHandler | undefined): TableProps<Row>['onChange'] {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !onTableSort || Array.isArray(sorter)) return;
    const uid = sorter.columnKey ?? table.columns.find((column) => column.sort)?.uid;
    if (uid === undefined) return;
    onTableSort(String(uid), sorter.order === 'ascend' ? 'ASC' : sorter.order === 'descend' ? 'DESC' : undefined);
  };
}

/**
 * The table chart (reference/visual.md, Tables): compact rows under a sticky header, numbers right-aligned
 * in tabular figures, conditional cell colours, totals set apart below, columns fitted to their content and
 * to the chart's width (sideways scrolling only when their minimums do not fit) and draggable, and paging
 * and sorting asked of the server (the rows here are one page of the result). A page of up to VIRTUAL_FROM
 * rows is a plain table (PlainChartTable, drawn without antd's measuring); longer ones scroll virtually.
 */
export function ChartTable({ output, context, onTablePage, onTableSort }: OutputViewProps<OutputOfKind<'table'>>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { table } = output;
  const { style } = table;
  const scope = `chart-table-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const spans = useMemo(() => columnSpans(table), [table]);
  const [dragged, setDragged] = useState<Record<string, number>>({});
  const resize = (uid: string, width: number) => setDragged((current) => ({ ...current, [uid]: width }));
  // A dragged column keeps the width it was given; the others share the rest of the chart's width.
  const draggedSpans = table.columns.map((column, index): ColumnSpan => {
    const width = dragged[column.uid];
    return width === undefined ? spans[index]! : { content: width, minimum: width, fixed: true };
  });
  const widths = fitColumnsToWidth(draggedSpans, context.width === undefined ? undefined : context.width - SCROLLBAR_ALLOWANCE);

  const rows = useMemo(() => table.rows.map((row, index): Row => ({ key: index, cells: row.cells })), [table.rows]);
  const columns: TableColumnsType<Row> = table.columns.map((column, index) => {
    const right = column.align === 'right';
    return {
      key: column.uid,
      title: column.title,
      width: widths[index],
      align: column.align,
      ellipsis: { showTitle: true },
      sorter: column.sortable && Boolean(onTableSort),
      sortOrder: column.sort ? sortOrders[column.sort] : null,
      render: (_value: unknown, row: Row) => row.cells[index]?.text,
      onCell: (row: Row) => {
        const cell = row.cells[index];
        const stripe = style.stripe && row.key % 2 === 1 ? style.stripe : undefined;
        return { style: { ...(right ? numeric : {}), background: cell?.background ?? stripe, color: cell?.color } };
      },
      onHeaderCell: (): ResizableHeaderProps => ({
        resize: {
          width: widths[index]!,
          label: t('charts.resizeColumn', { name: column.title }),
          onResize: (width) => resize(column.uid, width),
        },
      }),
    };
  });

  const pager = table.page && tablePager(table.page, table.rows.length);
  const headerHeight = Math.ceil(style.fontSize * style.lineHeight) + 2 * COMPACT_PADDING + 1;
  const totalsHeight = table.totals ? headerHeight : 0;
  const bodyHeight = Math.max(MIN_BODY_HEIGHT, (context.height ?? DEFAULT_HEIGHT) - headerHeight - totalsHeight - (pager ? PAGER_HEIGHT : 0));
  const totals = table.totals;
  const virtual = rows.length > VIRTUAL_FROM;
  const tableWidth = widths.reduce((sum, width) => sum + width, 0);

  const pagerBar = pager && (
    <TablePagerBar
      pager={pager}
      style={style}
      totalText={pager.knownTotal === undefined ? undefined : t('charts.rows', { count: pager.knownTotal, total: formatCount(pager.knownTotal, context.locale) })}
      onChange={onTablePage}
    />
  );
  // Rules the elements' own styles cannot say: a row's hover, the pager's hover and focus.
  const scopeCss = `.${scope} [data-chart-table-row]:hover > td { background: ${token.colorFillAlter}; }${pager ? tablePagerCss(scope, token) : ''}`;

  if (!virtual) {
    // No theme of the table's own here: a ConfigProvider with tokens made antd derive and hash a whole theme per table.
    return (
      <div className={scope} style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <style>{scopeCss}</style>
        <PlainChartTable
          table={table}
          widths={widths}
          maxHeight={headerHeight + bodyHeight + totalsHeight}
          paddingBlock={COMPACT_PADDING}
          onSort={onTableSort}
          onResize={resize}
          resizeLabel={(name) => t('charts.resizeColumn', { name })}
        />
        {pagerBar}
      </div>
    );
  }
  return (
    <ConfigProvider
      theme={{
        token: { colorText: style.color, fontSize: style.fontSize, lineHeight: style.lineHeight },
        components: { Table: { headerBg: style.headerBackground, headerColor: style.headerColor, borderColor: style.border, cellFontSizeSM: style.fontSize, cellPaddingBlockSM: COMPACT_PADDING } },
      }}
    >
      <div className={scope} style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        {/* Totals sit apart from the rows: a heavier rule above, the header's colours, bold figures. */}
        <style>{`.${scope} .ant-table-summary td { border-top: 2px solid ${style.border}; background: ${style.headerBackground}; color: ${style.headerColor}; font-weight: 600; font-variant-numeric: tabular-nums; }${pager ? tablePagerCss(scope, token) : ''}`}</style>
        <Table<Row>
          size="small"
          bordered
          columns={columns}
          dataSource={rows}
          pagination={false}
          virtual
          scroll={{ x: tableWidth, y: bodyHeight }}
          components={{ header: { cell: ResizableHeaderCell } }}
          showSorterTooltip={false}
          sortDirections={['ascend', 'descend']}
          onChange={handleSort(table, onTableSort)}
          summary={
            totals &&
            (() => (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  {totals.map((cell, index) => (
                    <Table.Summary.Cell key={table.columns[index]?.uid ?? index} index={index} align={table.columns[index]?.align}>
                      {cell.text}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            ))
          }
        />
        {pagerBar}
      </div>
    </ConfigProvider>
  );
}
