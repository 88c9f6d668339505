import type { WidgetOf } from '@redbi/shared/domain';
import { Checkbox, Flex, Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetEditorProps } from '../../boardContract';
import { MediaSourceInput } from '../media/MediaSourceInput';

const imageFits = ['contain', 'cover', 'fill'] as const;

/** An image widget: its address or uploaded file, and how it fills the widget. */
export function ImageEditor({ widget, onChange }: WidgetEditorProps<WidgetOf<'image'>>) {
  const { t } = useTranslation();
  const set = (config: Partial<WidgetOf<'image'>['config']>) => onChange({ ...widget, config: { ...widget.config, ...config } });
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('boardEditor.editors.imageSrc')} htmlFor="widget-image-src">
        <MediaSourceInput id="widget-image-src" value={widget.config.src} onChange={(src) => set({ src })} upload />
      </Form.Item>
      <Form.Item label={t('boardEditor.editors.fit')}>
        <Segmented<(typeof imageFits)[number]>
          aria-label={t('boardEditor.editors.fit')}
          value={widget.config.fit}
          options={imageFits.map((fit) => ({ value: fit, label: t(`boardEditor.editors.fits.${fit}`) }))}
          onChange={(fit) => set({ fit })}
        />
      </Form.Item>
    </Form>
  );
}

/** A video widget: its address and how it plays. */
export function VideoEditor({ widget, onChange }: WidgetEditorProps<WidgetOf<'video'>>) {
  const { t } = useTranslation();
  const set = (config: Partial<WidgetOf<'video'>['config']>) => onChange({ ...widget, config: { ...widget.config, ...config } });
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('boardEditor.editors.videoSrc')} htmlFor="widget-video-src">
        <MediaSourceInput id="widget-video-src" value={widget.config.src} onChange={(src) => set({ src })} />
      </Form.Item>
      <Flex vertical gap={4}>
        <Checkbox checked={widget.config.autoplay} onChange={(event) => set({ autoplay: event.target.checked })}>
          {t('boardEditor.editors.autoplay')}
        </Checkbox>
        <Checkbox checked={widget.config.loop} onChange={(event) => set({ loop: event.target.checked })}>
          {t('boardEditor.editors.loop')}
        </Checkbox>
        <Checkbox checked={widget.config.muted} onChange={(event) => set({ muted: event.target.checked })}>
          {t('boardEditor.editors.muted')}
        </Checkbox>
      </Flex>
    </Form>
  );
}

/** A web page widget: the page's address. */
export function IframeEditor({ widget, onChange }: WidgetEditorProps<WidgetOf<'iframe'>>) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('boardEditor.editors.iframeSrc')} htmlFor="widget-iframe-src">
        <MediaSourceInput id="widget-iframe-src" value={widget.config.src} onChange={(src) => onChange({ ...widget, config: { src } })} />
      </Form.Item>
    </Form>
  );
}
