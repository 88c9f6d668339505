import { chartRegistry, countFields, suits, type ChartDefinition } from '@redbi/charts';
import { Button, Modal, theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chartTypeIcon } from '../../charts/chartIcons';
import { switchChartType } from '../switchChartType';
import { useWorkbench } from '../workbenchContext';
import { hasFields } from '../workbenchState';
import { requirementTexts } from './requirementTexts';
import { moveToolbarFocus } from './rovingFocus';

/**
 * Every chart type with its icon; its tooltip names it and gives its requirements in the spec's words.
 * Types the placed fields cannot satisfy are greyed out but still chosen on click: switching asks first,
 * naming the fields the new type would not keep.
 */
export function ChartTypePalette() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { definition, state, dispatch, locale } = useWorkbench();
  const [modal, holder] = Modal.useModal();
  const { config } = state.draft;
  const counts = definition ? countFields(definition, config) : { dimensions: 0, metrics: 0 };
  // The toolbar's one tab stop: the current type (the first, for a stored type that no longer exists).
  const tabStop = definition?.id ?? chartRegistry[0]?.id;

  const choose = (target: ChartDefinition) => {
    if (target.id === config.chartType) return;
    if (!hasFields(config)) {
      dispatch({ type: 'switchType', chartType: target.id });
      return;
    }
    const { dropped } = switchChartType(config, definition, target);
    const names = dropped.map((field) => field.alias || field.column).join(', ');
    void modal.confirm({
      title: t('workbench.palette.switchTitle', { name: target.name[locale] }),
      content: dropped.length > 0 ? t('workbench.palette.switchDrops', { fields: names }) : t('workbench.palette.switchKeeps'),
      okText: t('workbench.palette.switchOk'),
      cancelText: t('common.cancel'),
      onOk: () => dispatch({ type: 'switchType', chartType: target.id }),
    });
  };

  return (
    <div style={{ marginBottom: 8 }}>
      {holder}
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        {t('workbench.palette.title')}
      </Typography.Text>
      <div role="toolbar" aria-label={t('workbench.palette.title')} onKeyDown={moveToolbarFocus} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(36px, 1fr))', gap: 4 }}>
        {chartRegistry.map((type) => {
          const current = type.id === config.chartType;
          const fits = suits(type, counts);
          const name = type.name[locale];
          const requirements = requirementTexts(type, locale, t);
          const description = [...requirements, ...(fits ? [] : [t('workbench.palette.unsuitable')])].join('. ');
          return (
            <Tooltip
              key={type.id}
              title={
                <div>
                  <Typography.Text strong style={{ color: 'inherit' }}>
                    {current ? t('workbench.palette.current', { name }) : name}
                  </Typography.Text>
                  {requirements.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                  {!fits && <div style={{ opacity: 0.8 }}>{t('workbench.palette.unsuitable')}</div>}
                </div>
              }
            >
              <Button
                type={current ? 'primary' : 'text'}
                aria-label={name}
                aria-pressed={current}
                tabIndex={type.id === tabStop ? 0 : -1}
                aria-description={description}
                data-unsuitable={fits ? undefined : 'true'}
                icon={chartTypeIcon(type)}
                onClick={() => choose(type)}
                style={{ width: '100%', height: 36, fontSize: 18, opacity: fits || current ? 1 : 0.35, color: current ? undefined : fits ? token.colorText : token.colorTextDisabled }}
              />
            </Tooltip>
          );
        })}
      </div>
    </div>
  );
}
