import { drillHierarchy } from '@redbi/charts';
import type { Widget } from '@redbi/shared/domain';
import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBoard } from './boardContext';
import '../messages';

const label = (value: unknown) => (value === null ? '∅' : String(value));

/**
 * Where a drilled chart is: its top level, then each value clicked on the way down; a click on one goes back
 * up to it (the whole path is the chart's drill state in the runtime). Nothing while the chart is not drilled.
 */
export function DrillBreadcrumb({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  const { state, charts, dispatch } = useBoard();
  const drill = state.drill[widget.id];
  if (!drill || drill.path.length === 0) return null;
  const levels = drillHierarchy(widget, charts);
  if (levels.length === 0) return null;
  const goTo = (depth: number) => dispatch({ type: 'drill', widgetId: widget.id, drill: depth === 0 ? undefined : { ...drill, path: drill.path.slice(0, depth) } });
  const steps = [t('dashboards.drill.top', { field: levels[0]!.alias || levels[0]!.column }), ...drill.path.map(label)];
  return (
    <nav aria-label={t('dashboards.drill.path')} style={{ flex: 'none', maxWidth: '60%', overflow: 'hidden' }}>
      <Breadcrumb
        style={{ fontSize: 12, whiteSpace: 'nowrap' }}
        items={steps.map((step, depth) => ({
          key: depth,
          title:
            depth < steps.length - 1 ? (
              <Typography.Link style={{ fontSize: 12 }} onClick={() => goTo(depth)}>
                {step}
              </Typography.Link>
            ) : (
              <span aria-current="location">{step}</span>
            ),
        }))}
      />
    </nav>
  );
}
