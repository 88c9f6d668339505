import { widgetTypeInfo } from '@redbi/charts';
import { BOARD_DESKTOP_COLUMNS, boardColumnWidths, MIN_REFRESH_SEC, type Widget } from '@redbi/shared/domain';
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldDraft } from './useFieldDraft';

/** A widget with this width on the desktop grid, moved left as far as it must to stay on the grid. */
export function withDesktopWidth(widget: Widget, w: number): Widget {
  return { ...widget, desktop: { ...widget.desktop, w, x: Math.min(widget.desktop.x, BOARD_DESKTOP_COLUMNS - w) } };
}

/** Whether an auto-refresh interval may be stored: 0 (off) or at least MIN_REFRESH_SEC seconds. */
export const isRefreshInterval = (seconds: number): boolean => seconds === 0 || seconds >= MIN_REFRESH_SEC;

/**
 * Auto layout: the widget's width in columns of the 24 grid (spec §9: auto, 24, 12, 8, 6, 4, 3, 2; auto is
 * the type's width). A width dragged to another number is listed as it is.
 */
export function WidgetWidthField({ widget, onChange }: { widget: Widget; onChange: (widget: Widget) => void }) {
  const { t } = useTranslation();
  const current = widget.desktop.w;
  const widths: number[] = boardColumnWidths.some((w) => w === current) ? [...boardColumnWidths] : [...boardColumnWidths, current].sort((a, b) => b - a);
  const options = [{ value: 'auto', label: t('boardEditor.settings.widthAuto') }, ...widths.map((w) => ({ value: String(w), label: t('boardEditor.settings.widthColumns', { count: w }) }))];
  return (
    <Form.Item label={t('boardEditor.settings.width')} htmlFor="widget-width">
      <Select
        id="widget-width"
        value={String(current)}
        options={options}
        onChange={(value: string) => onChange(withDesktopWidth(widget, value === 'auto' ? widgetTypeInfo[widget.type].defaultSize.desktop.w : Number(value)))}
      />
    </Form.Item>
  );
}

/** Seconds between refetches of a data widget while it is on screen: 0 is off, else at least 5. */
export function WidgetRefreshField({ widget, onChange }: { widget: Widget; onChange: (widget: Widget) => void }) {
  const { t } = useTranslation();
  const { typed, setTyped, applied } = useFieldDraft<number | null>(widget.autoRefreshSec);
  const invalid = typed !== null && !isRefreshInterval(typed);
  return (
    <Form.Item
      label={t('boardEditor.settings.autoRefresh')}
      htmlFor="widget-refresh"
      {...(invalid ? { validateStatus: 'error' as const, help: t('boardEditor.settings.autoRefreshMin', { min: MIN_REFRESH_SEC }) } : { extra: t('boardEditor.settings.autoRefreshHint', { min: MIN_REFRESH_SEC }) })}
    >
      <InputNumber
        id="widget-refresh"
        min={0}
        max={86_400}
        precision={0}
        value={typed}
        onChange={(seconds) => {
          setTyped(seconds);
          if (seconds === null || !isRefreshInterval(seconds)) return;
          applied(seconds);
          onChange({ ...widget, autoRefreshSec: seconds });
        }}
      />
    </Form.Item>
  );
}
