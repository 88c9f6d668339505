import { PictureOutlined } from '@ant-design/icons';
import type { WidgetOf } from '@redbi/shared/domain';
import { useTranslation } from 'react-i18next';
import { ChartNotice } from '../../charts/ChartNotice';
import type { WidgetViewProps } from '../boardContract';
import { widgetTitle } from './WidgetFrame';
import '../messages';

const fill = { display: 'block', width: '100%', height: '100%', border: 0 } as const;

/** A media widget without an address yet: say so where it would be. */
function NoSource() {
  const { t } = useTranslation();
  return <ChartNotice icon={<PictureOutlined />} title={t('dashboards.media.noSource')} />;
}

/** An image (a link or an uploaded one), fitted to the widget as its author chose. */
export function ImageWidgetView({ widget }: WidgetViewProps<WidgetOf<'image'>>) {
  const { src, fit } = widget.config;
  if (!src) return <NoSource />;
  return <img src={src} alt={widgetTitle(widget)} referrerPolicy="no-referrer" style={{ ...fill, objectFit: fit }} />;
}

/** A video with the browser's own controls. */
export function VideoWidgetView({ widget }: WidgetViewProps<WidgetOf<'video'>>) {
  const { src, autoplay, loop, muted } = widget.config;
  if (!src) return <NoSource />;
  return <video src={src} controls autoPlay={autoplay} loop={loop} muted={muted} aria-label={widgetTitle(widget)} style={{ ...fill, objectFit: 'contain', background: 'black' }} />;
}

/**
 * Another page inside the board. Sandboxed: its scripts run in their own origin and may open pop-ups, but
 * it can never navigate the board's window (no allow-top-navigation), and it is sent no referrer.
 */
export function IframeWidgetView({ widget }: WidgetViewProps<WidgetOf<'iframe'>>) {
  const { src } = widget.config;
  if (!src) return <NoSource />;
  return <iframe src={src} title={widgetTitle(widget)} sandbox="allow-scripts allow-same-origin allow-popups" referrerPolicy="no-referrer" style={fill} />;
}
