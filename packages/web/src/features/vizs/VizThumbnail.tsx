import type { VizNode } from '@redbi/shared/domain';
import { Skeleton, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResolvedTheme } from '../../app/theme/themeStore';
import { useThumbnail } from './thumbnailQueries';
import { useObjectUrl } from './useObjectUrl';
import { useSeenOnce } from './useSeenOnce';
import './messages';

/** The proportions of the thumbnails the server draws (480 × 300). */
const THUMBNAIL_RATIO = '8 / 5';

interface VizThumbnailProps {
  orgId: string;
  node: VizNode;
  width: number | string;
  /** Absent: the height that keeps the server's picture (8 : 5) whole at this width. */
  height?: number;
  /** Shown when the viz has no thumbnail (yet), or it cannot be loaded: the chart type's icon. */
  fallback: ReactNode;
}

/**
 * The server-rendered picture of a viz in the theme shown: fetched once it scrolls into view, a skeleton
 * while it loads, the fallback when there is none.
 */
export function VizThumbnail({ orgId, node, width, height, fallback }: VizThumbnailProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [ref, seen] = useSeenOnce<HTMLSpanElement>();
  const thumbnail = useThumbnail(orgId, node.id, node.thumbnailVersion, useResolvedTheme(), seen);
  const url = useObjectUrl(thumbnail.data);
  const box: CSSProperties = {
    width,
    ...(height === undefined ? { aspectRatio: THUMBNAIL_RATIO } : { height }),
    flex: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: token.borderRadiusSM,
    background: token.colorFillQuaternary,
  };
  const none = node.thumbnailVersion === undefined || thumbnail.data === null || thumbnail.isError;
  const loading = !none && !url;
  return (
    <span ref={ref} style={box} {...(loading ? { role: 'status', 'aria-label': t('vizs.thumbnail.loading', { name: node.name }) } : {})}>
      {none ? (
        fallback
      ) : url ? (
        <img src={url} alt={t('vizs.thumbnail.alt', { name: node.name })} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <Skeleton.Node active style={{ width: '100%', height: '100%' }}>
          <span />
        </Skeleton.Node>
      )}
    </span>
  );
}
