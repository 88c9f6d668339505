import type { WidgetOf } from '@redbi/shared/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetEditorProps } from '../../boardContract';
import { ColorInput } from '../settings/ColorInput';

/** Spec §9's font sizes. */
export const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 96, 128] as const;

/** A timer: its date format, font size and colour. */
export function TimerEditor({ widget, onChange }: WidgetEditorProps<WidgetOf<'timer'>>) {
  const { t } = useTranslation();
  const set = (config: Partial<WidgetOf<'timer'>['config']>) => onChange({ ...widget, config: { ...widget.config, ...config } });
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('boardEditor.editors.timerFormat')} htmlFor="widget-timer-format" extra={t('boardEditor.editors.timerFormatHint')}>
        <Input id="widget-timer-format" value={widget.config.format} maxLength={64} onChange={(event) => event.target.value.trim() !== '' && set({ format: event.target.value })} />
      </Form.Item>
      <Form.Item label={t('boardEditor.editors.fontSize')} htmlFor="widget-timer-size">
        <Select id="widget-timer-size" value={widget.config.fontSize} options={FONT_SIZES.map((size) => ({ value: size, label: size }))} onChange={(fontSize) => set({ fontSize })} />
      </Form.Item>
      <Form.Item label={t('boardEditor.editors.color')}>
        <ColorInput aria-label={t('boardEditor.editors.color')} value={widget.config.color} onChange={(color) => set({ color })} />
      </Form.Item>
    </Form>
  );
}

/** The query or reset button: its label (empty: the button's own word). */
export function ButtonEditor({ widget, onChange }: WidgetEditorProps<WidgetOf<'queryButton'> | WidgetOf<'resetButton'>>) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('boardEditor.editors.buttonLabel')} htmlFor="widget-button-label">
        <Input
          id="widget-button-label"
          value={widget.config.label}
          maxLength={64}
          placeholder={t(widget.type === 'queryButton' ? 'boardEditor.editors.queryLabelPlaceholder' : 'boardEditor.editors.resetLabelPlaceholder')}
          onChange={(event) => onChange({ ...widget, config: { label: event.target.value } })}
        />
      </Form.Item>
    </Form>
  );
}
