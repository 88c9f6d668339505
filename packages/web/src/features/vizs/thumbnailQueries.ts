import { vizRoutes } from '@redbi/shared/api';
import { useQuery } from '@tanstack/react-query';
import { requestHeaders, routeUrl } from '../../api/apiClient';
import { useLocale } from '../../app/i18n/locale';
import type { ResolvedTheme } from '../../app/theme/themeStore';
import { vizsKey } from './vizQueries';

/**
 * GET …/vizs/:vizId/thumbnail as bytes. The route needs the session's Authorization header, which an
 * <img src> cannot send, so the picture is fetched and shown through an object URL. null: none yet (404).
 */
export async function fetchThumbnail(orgId: string, vizId: string, version: string, theme: ResolvedTheme, signal: AbortSignal): Promise<Blob | null> {
  const { headers } = requestHeaders();
  const search = new URLSearchParams({ theme, v: version });
  const response = await fetch(`${routeUrl(vizRoutes.thumbnail, { orgId, vizId })}?${search.toString()}`, { headers, signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

/**
 * A viz's thumbnail in the theme shown, once `wanted` (on screen). The version is part of the key and of
 * the URL, so a picture is fetched once per version and never goes stale; the language is part of the key
 * because the server draws the labels in the one of the request. A failure only shows the chart type's
 * icon, without a toast.
 */
export function useThumbnail(orgId: string, vizId: string, version: string | undefined, theme: ResolvedTheme, wanted: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...vizsKey(orgId), 'thumbnail', vizId, theme, locale, version ?? ''],
    queryFn: ({ signal }) => fetchThumbnail(orgId, vizId, version ?? '', theme, signal),
    enabled: wanted && version !== undefined,
    staleTime: Infinity,
    meta: { silent: true },
  });
}
