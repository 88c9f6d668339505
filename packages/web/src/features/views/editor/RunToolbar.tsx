import { CaretRightOutlined, FormatPainterOutlined, StopOutlined } from '@ant-design/icons';
import { PREVIEW_ROW_LIMITS } from '@redbi/shared/query';
import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface RunToolbarProps {
  running: boolean;
  onRun: () => void;
  onStop: () => void;
  /** Text is selected in the SQL: Run runs only it. */
  selection: boolean;
  canRun: boolean;
  limit: number;
  onLimit: (limit: number) => void;
  /** Shown for SQL only. */
  onFormat?: () => void;
  /** The view is a structure: there is no selection to run. */
  structure?: boolean;
}

/** Run (or Stop while running), Format, and the preview's row limit (100, 1000, 10000, 100000). */
export function RunToolbar({ running, onRun, onStop, selection, canRun, limit, onLimit, onFormat, structure = false }: RunToolbarProps) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      {running ? (
        <Button danger icon={<StopOutlined aria-hidden />} onClick={onStop}>
          {t('views.run.stop')}
        </Button>
      ) : (
        <Button type="primary" icon={<CaretRightOutlined aria-hidden />} disabled={!canRun} onClick={onRun}>
          {selection ? t('views.run.runSelection') : t('views.run.run')}
        </Button>
      )}
      {onFormat && (
        <Button icon={<FormatPainterOutlined aria-hidden />} onClick={onFormat}>
          {t('views.run.format')}
        </Button>
      )}
      <Select
        aria-label={t('views.run.limit')}
        style={{ width: 140 }}
        value={limit}
        onChange={onLimit}
        options={PREVIEW_ROW_LIMITS.map((count) => ({ value: count, label: t('views.run.limitOption', { count: count.toLocaleString() }) }))}
      />
      <Typography.Text type="secondary">{t(structure ? 'views.run.structHint' : 'views.run.hint')}</Typography.Text>
    </Space>
  );
}
