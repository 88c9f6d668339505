import { DownloadStateSchema } from '@redbi/shared/domain';
import type { RenderStart } from './useBoardRuntime';

/** Where the server's picture maker leaves the state a download asked for (exports/pictures/boardPictures.ts). */
export const RENDER_STATE_KEY = 'REDBI_RENDER_STATE';

/**
 * The state a render-mode board opens with when the server draws it for a download: controller values,
 * linkage and drill in force when the viewer asked, put in the tab's session storage before the page
 * loads. Undefined when there is none or it does not read (the board opens as saved).
 */
export function renderStart(storage: Pick<Storage, 'getItem'> = sessionStorage): RenderStart | undefined {
  const saved = storage.getItem(RENDER_STATE_KEY);
  if (!saved) return undefined;
  try {
    const parsed = DownloadStateSchema.safeParse(JSON.parse(saved));
    if (!parsed.success) return undefined;
    const { controllers, linkage, drill } = parsed.data;
    return { controllers, linkage, drill };
  } catch {
    return undefined;
  }
}
