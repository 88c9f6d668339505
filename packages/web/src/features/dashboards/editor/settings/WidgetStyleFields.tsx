import type { Widget, WidgetStyle } from '@redbi/shared/domain';
import { Checkbox, Form, Input, InputNumber, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorInput } from './ColorInput';

const borderStyles = ['solid', 'dashed', 'dotted'] as const;

/** The title of a widget: shown or not, its text (the name when empty) and alignment. */
export function WidgetTitleFields({ widget, onStyle }: { widget: Widget; onStyle: (style: WidgetStyle) => void }) {
  const { t } = useTranslation();
  const { style } = widget;
  return (
    <>
      <Form.Item>
        <Checkbox checked={style.showTitle} onChange={(event) => onStyle({ ...style, showTitle: event.target.checked })}>
          {t('boardEditor.settings.showTitle')}
        </Checkbox>
      </Form.Item>
      {style.showTitle && (
        <>
          <Form.Item label={t('boardEditor.settings.title')} htmlFor="widget-title">
            <Input id="widget-title" value={style.title} maxLength={255} placeholder={widget.name} onChange={(event) => onStyle({ ...style, title: event.target.value })} />
          </Form.Item>
          <Form.Item label={t('boardEditor.settings.titleAlign')}>
            <Segmented<WidgetStyle['titleAlign']>
              aria-label={t('boardEditor.settings.titleAlign')}
              value={style.titleAlign}
              options={[
                { value: 'left', label: t('boardEditor.settings.left') },
                { value: 'center', label: t('boardEditor.settings.center') },
              ]}
              onChange={(titleAlign) => onStyle({ ...style, titleAlign })}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}

/** Padding, background and border of a widget's card. */
export function WidgetStyleFields({ style, onStyle }: { style: WidgetStyle; onStyle: (style: WidgetStyle) => void }) {
  const { t } = useTranslation();
  const border = (patch: Partial<WidgetStyle['border']>) => onStyle({ ...style, border: { ...style.border, ...patch } });
  return (
    <>
      <Form.Item label={t('boardEditor.settings.padding')} htmlFor="widget-padding">
        <InputNumber id="widget-padding" min={0} max={200} value={style.padding} onChange={(padding) => onStyle({ ...style, padding: padding ?? 0 })} />
      </Form.Item>
      <Form.Item label={t('boardEditor.settings.background')}>
        <ColorInput aria-label={t('boardEditor.settings.background')} value={style.background} onChange={(background) => onStyle({ ...style, background })} />
      </Form.Item>
      <Form.Item label={t('boardEditor.settings.borderWidth')} htmlFor="widget-border-width">
        <InputNumber id="widget-border-width" min={0} max={20} value={style.border.width} onChange={(width) => border({ width: width ?? 0 })} />
      </Form.Item>
      {style.border.width > 0 && (
        <>
          <Form.Item label={t('boardEditor.settings.borderColor')}>
            <ColorInput aria-label={t('boardEditor.settings.borderColor')} value={style.border.color} onChange={(color) => border({ color })} />
          </Form.Item>
          <Form.Item label={t('boardEditor.settings.borderStyle')} htmlFor="widget-border-style">
            <Select
              id="widget-border-style"
              value={style.border.style}
              options={borderStyles.map((value) => ({ value, label: t(`boardEditor.settings.borderStyles.${value}`) }))}
              onChange={(value) => border({ style: value })}
            />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('boardEditor.settings.radius')} htmlFor="widget-radius">
        <InputNumber id="widget-radius" min={0} max={100} value={style.border.radius} onChange={(radius) => border({ radius: radius ?? 0 })} />
      </Form.Item>
    </>
  );
}
