import type { Dataframe } from '@redbi/shared/query';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/locale';
import { cellText, numberCell } from './cellText';
import './messages';

type Row = Record<string, unknown> & { key: number };

/** Beyond this many rows the grid draws only the rows in view. */
const VIRTUAL_FROM = 100;
const COLUMN_WIDTH = 180;

/**
 * A query's answer as a table: each column headed by its name and type; large results scroll virtually.
 * Numbers read as people read them (1,284.03, not 1284.0300000000102), right-aligned, the value as the
 * database gave it in the cell's tooltip.
 */
export function ResultsGrid({ frame, height = 360 }: { frame: Dataframe; height?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<TableColumnsType<Row>>(
    () =>
      frame.columns.map((column, index) => ({
        key: String(index),
        dataIndex: String(index),
        width: COLUMN_WIDTH,
        ellipsis: true,
        align: column.type === 'number' ? 'right' : undefined,
        title: (
          <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            <span>{column.name}</span>
            <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
              {t(`resultsGrid.types.${column.type}`)}
            </Tag>
          </span>
        ),
        render: (value: unknown) => {
          const text = cellText(value);
          if (text === undefined) {
            return (
              <Typography.Text type="secondary" italic>
                {t('resultsGrid.null')}
              </Typography.Text>
            );
          }
          if (column.type !== 'number') return text;
          const cell = numberCell(value, locale);
          return <span title={cell.raw}>{cell.text}</span>;
        },
      })),
    [frame.columns, t, locale],
  );
  const rows = useMemo(
    () => frame.rows.map((row, index): Row => ({ key: index, ...Object.fromEntries(row.map((value, column) => [String(column), value])) })),
    [frame.rows],
  );
  const virtual = rows.length > VIRTUAL_FROM;
  return (
    <div role="region" aria-label={t('resultsGrid.label')}>
      <Table<Row>
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        pagination={false}
        virtual={virtual}
        scroll={{ x: Math.max(columns.length * COLUMN_WIDTH, 400), y: height }}
        locale={{ emptyText: t('resultsGrid.empty') }}
      />
    </div>
  );
}
