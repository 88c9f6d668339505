import { CalendarOutlined, LoadingOutlined } from '@ant-design/icons';
import { NEXT_RUNS_PREVIEWED, type NextRunsRequest } from '@redbi/shared/domain';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useDebouncedValue } from '../members/useDebouncedValue';
import { formatRunTime } from './runTimes';
import { useNextRuns } from './scheduleQueries';
import './messages';

/** How long typing must pause before the preview asks the server. */
const PREVIEW_DELAY_MS = 400;

interface NextRunsPreviewProps {
  orgId: string;
  cronExpression: string;
  timeZone: string;
  startAt: string | null;
  endAt: string | null;
}

/** The next five run times of the timetable being edited, in plain words in its time zone; the server's message when it refuses the expression. */
export function NextRunsPreview({ orgId, cronExpression, timeZone, startAt, endAt }: NextRunsPreviewProps) {
  const { t, i18n } = useTranslation();
  // Debounced as text: a new object each drawing would never settle.
  const settled = JSON.parse(useDebouncedValue(JSON.stringify({ cronExpression: cronExpression.trim(), timeZone, startAt, endAt }), PREVIEW_DELAY_MS)) as NextRunsRequest;
  const asked = settled.cronExpression === '' ? undefined : settled;
  const preview = useNextRuns(orgId, asked);
  const refusal = preview.error ? (isApiError(preview.error) ? (Object.values(preview.error.fieldErrors)[0] ?? preview.error.message) : preview.error.message) : undefined;
  const runs = preview.isError ? [] : (preview.data?.runs ?? []);

  return (
    <section aria-label={t('schedules.preview.title', { count: NEXT_RUNS_PREVIEWED })} className="schedule-next-runs" aria-live="polite">
      <Typography.Text strong>
        <CalendarOutlined aria-hidden /> {t('schedules.preview.title', { count: NEXT_RUNS_PREVIEWED })} {preview.isFetching && <LoadingOutlined aria-label={t('schedules.preview.loading')} />}
      </Typography.Text>
      {asked === undefined ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t('schedules.preview.empty')}
        </Typography.Paragraph>
      ) : refusal ? (
        <Alert type="error" showIcon message={refusal} style={{ marginTop: 8 }} />
      ) : preview.data && runs.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t('schedules.preview.none')}
        </Typography.Paragraph>
      ) : (
        <ol style={{ margin: '6px 0 0', paddingInlineStart: 22, fontVariantNumeric: 'tabular-nums', opacity: preview.isPlaceholderData ? 0.6 : 1 }}>
          {runs.map((run) => (
            <li key={run}>{formatRunTime(run, preview.data?.timeZone ?? timeZone, i18n.language)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
