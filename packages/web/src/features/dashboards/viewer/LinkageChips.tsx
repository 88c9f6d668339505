import { chartOfWidget, type BoardCharts } from '@redbi/charts';
import type { BoardConfig, LinkageState, PointValue } from '@redbi/shared/domain';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoardAction } from '../boardContract';
import { widgetTitle } from '../widgets/WidgetFrame';
import '../messages';

/** A clicked point's values on a chart widget as people read them: 'Region = East, Year = 2024'. */
export function pointValuesText(board: BoardConfig, charts: BoardCharts, widgetId: string, values: Record<string, PointValue>): string {
  const source = board.widgets.find((widget) => widget.id === widgetId);
  const fields = (source && chartOfWidget(source, charts)?.config.sections) ?? {};
  const nameOf = (uid: string) => {
    const field = Object.values(fields)
      .flat()
      .find((candidate) => candidate.uid === uid);
    return field ? field.alias || field.column : uid;
  };
  return Object.entries(values)
    .map(([uid, value]) => `${nameOf(uid)} = ${value === null ? '∅' : String(value)}`)
    .join(', ');
}

/** The active linkages above the board, each removable ("Filtered by <widget>: <values>" ×), and a way to clear them all. */
export function LinkageChips({ board, charts, linkage, dispatch }: { board: BoardConfig; charts: BoardCharts; linkage: LinkageState[]; dispatch: (action: BoardAction) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (linkage.length === 0) return null;
  const nameOf = (id: string) => {
    const source = board.widgets.find((widget) => widget.id === id);
    return source ? widgetTitle(source) : id;
  };
  return (
    <Flex role="group" aria-label={t('dashboards.linkage.label')} wrap gap={token.marginXS} align="center" style={{ marginBottom: token.marginSM }}>
      {linkage.map((each) => {
        const name = nameOf(each.sourceWidgetId);
        return (
          <Tag
            key={each.sourceWidgetId}
            color="processing"
            closable
            closeIcon={<span aria-label={t('dashboards.linkage.remove', { name })}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              dispatch({ type: 'removeLinkage', sourceWidgetId: each.sourceWidgetId });
            }}
            style={{ marginInlineEnd: 0, maxWidth: '100%' }}
          >
            <Typography.Text ellipsis style={{ maxWidth: 480, color: 'inherit' }}>
              {t('dashboards.linkage.chip', { name, values: pointValuesText(board, charts, each.sourceWidgetId, each.values) })}
            </Typography.Text>
          </Tag>
        );
      })}
      {linkage.length > 1 && (
        <Button size="small" type="link" onClick={() => linkage.forEach((each) => dispatch({ type: 'removeLinkage', sourceWidgetId: each.sourceWidgetId }))}>
          {t('dashboards.linkage.clear')}
        </Button>
      )}
    </Flex>
  );
}
