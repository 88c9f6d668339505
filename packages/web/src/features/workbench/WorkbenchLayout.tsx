import { Alert, Tabs, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { FieldPanel } from './fields/FieldPanel';
import { ViewPicker } from './fields/ViewPicker';
import { ChartTypePalette } from './palette/ChartTypePalette';
import { ChartPreview } from './preview/ChartPreview';
import { DataSections } from './sections/DataSections';
import { StylePanel } from './style/StylePanel';
import type { useWorkbenchQuery } from './useWorkbenchQuery';
import { useWorkbench } from './workbenchContext';

/** The three columns' height: the page less the app's header and padding and the workbench's header. */
const BODY_HEIGHT = 'max(520px, calc(100vh - 170px))';

function Column({ width, label, children }: { width?: number; label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={label}
      style={{
        ...(width ? { width, flex: 'none' } : { flex: 1, minWidth: 0 }),
        overflowY: 'auto',
        padding: token.paddingSM,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {children}
    </section>
  );
}

/**
 * Left: the view and its fields. Middle: the chart type palette, then the data sections and the style
 * panels. Right: the chart, its rows and its SQL.
 */
export function WorkbenchLayout({ query, viewError, onRetryView }: { query: ReturnType<typeof useWorkbenchQuery>; viewError: unknown; onRetryView: () => void }) {
  const { t } = useTranslation();
  const { view } = useWorkbench();
  return (
    <div style={{ display: 'flex', gap: 12, height: BODY_HEIGHT }}>
      <Column width={260} label={t('workbench.fields.panel')}>
        <Typography.Text strong>{t('workbench.view.label')}</Typography.Text>
        <div style={{ margin: '4px 0 12px' }}>
          <ViewPicker />
        </div>
        {viewError ? <LoadFailure error={viewError} onRetry={onRetryView} /> : null}
        {view?.config.expensiveQuery && <Alert type="warning" showIcon message={t('workbench.view.expensive')} style={{ marginBottom: 8 }} />}
        <FieldPanel />
      </Column>
      <Column width={320} label={t('workbench.settingsPanel')}>
        <ChartTypePalette />
        <Tabs
          size="small"
          items={[
            { key: 'data', label: t('workbench.tabs.data'), children: <DataSections /> },
            { key: 'style', label: t('workbench.tabs.style'), children: <StylePanel /> },
          ]}
        />
      </Column>
      <Column label={t('workbench.tabs.chart')}>
        <ChartPreview query={query} />
      </Column>
    </div>
  );
}
