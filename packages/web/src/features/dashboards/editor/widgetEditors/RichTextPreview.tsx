import type { WidgetOf } from '@redbi/shared/domain';
import { theme } from 'antd';
import { useMemo } from 'react';
import { ChartView } from '../../../charts/ChartView';
import { richTextChartConfig } from '../../widgets/richTextChart';

/** No rows: the preview draws the content only. */
const noRows = { columns: [], rows: [] };

/**
 * The content as viewers will see it, sanitised by the same allow-list the widget and the server use. The
 * {{placeholders}} stay as written (the widget on the canvas shows their values).
 */
export function RichTextPreview({ widget }: { widget: WidgetOf<'richText'> }) {
  const { token } = theme.useToken();
  const config = useMemo(() => richTextChartConfig({ ...widget, config: { ...widget.config, fields: [] } }), [widget]);
  return (
    <div style={{ height: 220, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: token.paddingXS, overflow: 'auto' }}>
      <ChartView config={config} data={noRows} title={widget.name} />
    </div>
  );
}
