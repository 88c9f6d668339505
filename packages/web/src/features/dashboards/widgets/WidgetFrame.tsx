import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { Widget } from '@redbi/shared/domain';
import { theme, Tooltip } from 'antd';
import { useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartError } from '../../charts/ChartStates';
import { ChartToggleButton } from '../../charts/ChartToggleButton';
import { LoadingBar } from './LoadingBar';
import { useFullscreen } from './useFullscreen';
import '../messages';

export interface WidgetFrameProps {
  widget: Widget;
  /** Shown after the title: a chart's drill path. */
  titleExtra?: ReactNode;
  loading?: boolean;
  /** The widget's query failed: its message (the database's own, or the spec's) inside the frame. */
  error?: { message: string };
  onRetry?: () => void;
  /** The widget has drawn its data (render mode and tests read `data-widget-painted`). */
  painted?: boolean;
  /** Offer a full-screen button (viewers; not the editor's canvas). */
  fullscreen?: boolean;
  /** Told the frame's element as it mounts and unmounts (lazy loading observes it). */
  frameRef?: (element: HTMLElement | null) => void;
  children: ReactNode;
}

/** The title as authors set it: its own text, else the widget's name. */
export const widgetTitle = (widget: Widget): string => widget.style.title || widget.name;

function frameStyle(widget: Widget, token: ReturnType<typeof theme.useToken>['token']): CSSProperties {
  const { style } = widget;
  const { border } = style;
  return {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    overflow: 'hidden',
    padding: style.padding,
    // Authors' colours are theirs; unset ones follow the theme, light or dark.
    background: style.background || token.colorBgContainer,
    border: border.width > 0 ? `${border.width}px ${border.style} ${border.color || token.colorBorder}` : undefined,
    borderRadius: border.radius,
  };
}

/** A title cut by its ellipsis: its text is wider than its box. */
const isCut = (element: HTMLElement) => element.scrollWidth > element.clientWidth;

/**
 * The title on one line, cut with an ellipsis, and the whole text in a tooltip while the pointer is over a
 * cut title. The tooltip is drawn only then: antd's measuring ellipsis (Typography) measured every title on
 * every render, a cost a board of many widgets paid on each streamed answer.
 */
function WidgetTitle({ title, align }: { title: string; align: CSSProperties['textAlign'] }) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  return (
    <span
      onPointerEnter={(event) => setOpen(isCut(event.currentTarget))}
      onPointerLeave={() => setOpen(false)}
      style={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        color: token.colorText,
        fontSize: 14,
        fontWeight: 600,
        textAlign: align,
      }}
    >
      {title}
      {open && (
        <Tooltip title={title} open>
          <span aria-hidden style={{ position: 'absolute', inset: 0 }} />
        </Tooltip>
      )}
    </span>
  );
}

/**
 * Every widget's frame, the same for all (reference/visual.md, Layout): the title (14 px semibold, ellipsis
 * with the full text in a tooltip) when shown, the author's padding, background and border, a loading bar,
 * the error in place of the content (the board stays usable), and a full-screen button on hover.
 */
export function WidgetFrame({ widget, titleExtra, loading = false, error, onRetry, painted = false, fullscreen: offerFullscreen = false, frameRef, children }: WidgetFrameProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ownRef = useRef<HTMLElement | null>(null);
  const { fullscreen, toggle } = useFullscreen(ownRef);
  const [hovered, setHovered] = useState(false);
  const title = widgetTitle(widget);
  const { showTitle, titleAlign } = widget.style;
  // Stable, so the element is not detached and attached again on every render (lazy loading observes it).
  const setRef = useCallback(
    (element: HTMLElement | null) => {
      ownRef.current = element;
      frameRef?.(element);
    },
    [frameRef],
  );

  // A plain button drawn as antd's small text button: 30 antd Buttons were a good part of a board's first drawing.
  const fullscreenButton = offerFullscreen && (
    <ChartToggleButton
      icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      label={fullscreen ? t('dashboards.frame.exitFullscreen') : t('dashboards.frame.fullscreen')}
      title={fullscreen ? t('dashboards.frame.exitFullscreen') : t('dashboards.frame.fullscreen')}
      pressed={fullscreen}
      onToggle={toggle}
      style={{ flex: 'none', opacity: hovered || fullscreen ? 1 : 0, transition: 'opacity 0.15s, background 0.2s' }}
    />
  );

  return (
    <section
      ref={setRef}
      aria-label={title}
      aria-busy={loading}
      data-widget-id={widget.id}
      data-widget-type={widget.type}
      data-widget-painted={painted ? 'true' : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      style={frameStyle(widget, token)}
    >
      {loading && <LoadingBar label={t('dashboards.frame.loading', { name: title })} />}
      {showTitle ? (
        <header style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, minHeight: 24, marginBottom: token.marginXXS, flex: 'none', minWidth: 0 }}>
          <WidgetTitle title={title} align={titleAlign} />
          {titleExtra}
          {fullscreenButton}
        </header>
      ) : (
        (titleExtra || fullscreenButton) && (
          <div style={{ position: 'absolute', top: token.paddingXXS, insetInlineEnd: token.paddingXXS, zIndex: 3, display: 'flex', alignItems: 'center', gap: token.marginXXS }}>
            {titleExtra}
            {fullscreenButton}
          </div>
        )
      )}
      <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>{error ? <ChartError message={error.message} onRetry={onRetry} /> : children}</div>
    </section>
  );
}
