import type { BoardTiming } from '@redbi/shared/domain';
import { Space, Tag, theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadTimeSummary, type LoadTimeRow } from './loadTimeSummary';
import './messages';

interface LoadTimePanelProps {
  widgets: readonly { id: string; name: string }[];
  /** The last batched load's timing of each widget that was asked. */
  timings: Readonly<Record<string, BoardTiming>>;
  /** The whole request, first byte sent to `done`. */
  totalMs: number;
}

/** 950 ms, 1.2 s, 12 s: milliseconds read as people read durations. */
const durationText = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`);
const percentOf = (share: number) => Math.round(share * 100);

/**
 * For the board's authors: what the last load took, and which widgets took it, slowest first, each with a
 * bar of its share, the database's own time, its rows and whether the cache or another widget's identical
 * query answered it; one line names the few widgets that take most of the time.
 */
export function LoadTimePanel({ widgets, timings, totalMs }: LoadTimePanelProps) {
  const { t } = useTranslation();
  const { rows, slowest } = loadTimeSummary(widgets, timings);
  return (
    <section aria-label={t('boardInteractions.loadTime.title')}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('boardInteractions.loadTime.title')}
      </Typography.Title>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('boardInteractions.loadTime.none')}</Typography.Text>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t('boardInteractions.loadTime.total', { time: durationText(totalMs) })}</Typography.Text>
          {slowest && <Typography.Text>{t('boardInteractions.loadTime.summary', { count: slowest.count, of: slowest.of, percent: percentOf(slowest.share) })}</Typography.Text>}
          <ol aria-label={t('boardInteractions.loadTime.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((row) => (
              <LoadTimeLine key={row.id} row={row} />
            ))}
          </ol>
        </Space>
      )}
    </section>
  );
}

/** One widget: name and times, its share as a bar in the theme's colours, and the cached / shared badges. */
function LoadTimeLine({ row }: { row: LoadTimeRow }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const percent = percentOf(row.share);
  return (
    <li aria-label={row.name} style={{ padding: `${token.paddingXXS}px 0` }}>
      <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography.Text ellipsis={{ tooltip: row.name }} style={{ flex: 1, minWidth: 80 }}>
          {row.name}
        </Typography.Text>
        <Typography.Text>{t('boardInteractions.loadTime.elapsed', { time: durationText(row.elapsedMs) })}</Typography.Text>
        <Typography.Text type="secondary">{t('boardInteractions.loadTime.query', { time: durationText(row.queryMs) })}</Typography.Text>
        <Typography.Text type="secondary">{t('boardInteractions.loadTime.rows', { count: row.rows })}</Typography.Text>
        {row.cached && (
          <Tooltip title={t('boardInteractions.loadTime.cachedHint')}>
            <Tag color="success">{t('boardInteractions.loadTime.cached')}</Tag>
          </Tooltip>
        )}
        {row.shared && (
          <Tooltip title={t('boardInteractions.loadTime.sharedHint')}>
            <Tag color="processing">{t('boardInteractions.loadTime.shared')}</Tag>
          </Tooltip>
        )}
      </div>
      <div
        role="meter"
        aria-label={t('boardInteractions.loadTime.share', { percent })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={{ height: 6, borderRadius: 3, background: token.colorFillSecondary, overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', background: token.colorPrimary }} />
      </div>
    </li>
  );
}
