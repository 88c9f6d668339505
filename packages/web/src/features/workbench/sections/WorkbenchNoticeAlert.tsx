import { findChartType } from '@redbi/charts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/locale';
import { useChartText } from '../useChartText';
import { useWorkbench } from '../workbenchContext';

/** What the last change could not do: the fields a type switch dropped, a full section, a refused type. */
export function WorkbenchNoticeAlert() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state, definition, dispatch } = useWorkbench();
  const text = useChartText(definition);
  const { notice } = state;
  if (!notice) return null;
  const sectionLabel = (key: string) => text(definition?.sections.find((section) => section.key === key)?.labelKey ?? key);
  const message =
    notice.kind === 'dropped'
      ? t('workbench.notice.dropped', { type: findChartType(notice.chartType)?.name[locale] ?? notice.chartType, fields: notice.fields.map((field) => field.alias || field.column).join(', ') })
      : notice.kind === 'full'
        ? t('workbench.notice.full', { section: sectionLabel(notice.section), max: notice.max })
        : t('workbench.notice.notAccepted', { section: sectionLabel(notice.section), field: notice.field });
  return <Alert role="status" type="warning" showIcon closable message={message} onClose={() => dispatch({ type: 'dismissNotice' })} style={{ marginBottom: 12 }} />;
}
