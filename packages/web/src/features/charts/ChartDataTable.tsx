import type { ChartData } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import { theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/locale';
import { chartDataTable } from './dataTableModel';
import './messages';

/** A plain table stays quick to draw and to read aloud up to this many rows; the rest are counted. */
const MAX_ROWS = 500;

/**
 * The chart's data as a plain, accessible <table> (captioned, with column headers), shown in place of the
 * drawing when the reader asks for it: the same titles and number formats as the chart.
 */
export function ChartDataTable({ config, data, name }: { config: ChartConfig; data: ChartData; name: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const table = useMemo(() => chartDataTable(config, data, locale, MAX_ROWS), [config, data, locale]);
  const cell = { padding: `${token.paddingXXS}px ${token.paddingXS}px`, borderBottom: `1px solid ${token.colorBorderSecondary}`, whiteSpace: 'nowrap' } as const;
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <div style={{ height: '100%', overflow: 'auto', padding: token.paddingXS, boxSizing: 'border-box' }}>
      <table style={{ borderCollapse: 'collapse', fontSize: token.fontSizeSM, minWidth: '100%' }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', paddingBottom: token.paddingXS }}>
          <Typography.Text type="secondary">{t('charts.dataOf', { name })}</Typography.Text>
          {table.rowCount > table.rows.length && (
            <Typography.Text type="secondary"> {t('charts.rowsShown', { shown: count(table.rows.length), total: count(table.rowCount) })}</Typography.Text>
          )}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.uid} scope="col" style={{ ...cell, position: 'sticky', top: 0, background: token.colorBgContainer, textAlign: column.numeric ? 'right' : 'left', fontWeight: 600 }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((text, index) => (
                <td key={table.columns[index]!.uid} style={{ ...cell, textAlign: table.columns[index]!.numeric ? 'right' : 'left', fontVariantNumeric: 'tabular-nums' }}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
