import { createShareCodeThrottle } from '../../security/shareCodeThrottle';
import { createSharedShareCodeThrottle } from '../../security/sharedThrottles';
import type { AccessService } from '../access/accessService';
import type { BoardDataService } from '../dashboards/boardData';
import type { ServiceContext } from '../serviceContext';
import type { StoryboardService } from '../storyboards/storyboardService';
import type { ViewService } from '../views/viewService';
import type { ChartDataService } from '../vizs/chartData';
import type { ChartImageService } from '../vizs/chartImages';
import type { DownloadService } from '../downloads/downloadService';
import { createShareContent } from './shareContent';
import { createShareData } from './shareData';
import { createShareDownloads } from './shareDownloads';
import { createShareGate } from './shareGate';
import { createShareOpening } from './shareOpening';
import { createShareReaders } from './shareReaders';
import { createShareService } from './shareService';
import { createShareSessions } from './shareSessions';
import { createShareSubjectsRule } from './shareSubjectsRule';
import { createShareTargets } from './shareTargets';

/** The app's services a share builds on: the same instances as the app's own routes (one cache, one set of pool limits). */
export interface ShareServicesDeps {
  access: AccessService;
  views: Pick<ViewService, 'queryableAs' | 'managesAll'>;
  storyboards: Pick<StoryboardService, 'privilegesOf' | 'loadForShare'>;
  boardData: Pick<BoardDataService, 'stream'>;
  chartData: Pick<ChartDataService, 'read'>;
  chartImages: Pick<ChartImageService, 'imageOf'>;
  downloads: Pick<DownloadService, 'create' | 'linkTo'>;
}

/**
 * Share links (issue 13): management (`shares`), opening a link (`shareOpening`) and the data calls made
 * through one (`shareData`), on the app's storyboard, board-data, chart-data and chart-image services
 * (composed in services/index.ts); what is the share's own is the gate every call goes through first.
 */
export function createShareServices(ctx: ServiceContext, { access, views, storyboards, boardData, chartData, chartImages, downloads }: ShareServicesDeps) {
  const targets = createShareTargets(ctx, { access, storyboards });
  const sessions = createShareSessions(ctx.sealer);
  const content = createShareContent(ctx, { storyboards });
  const subjects = createShareSubjectsRule({ views, content });
  const gate = createShareGate(ctx, { targets, sessions, subjects });
  const readers = createShareReaders({ access, views });
  return {
    shares: createShareService(ctx, { targets, subjects }),
    shareOpening: createShareOpening(ctx, { gate, sessions, content, throttle: ctx.sharedCounters ? createSharedShareCodeThrottle(ctx.config.shareCodeLimits, ctx.sharedCounters, ctx.log) : createShareCodeThrottle(ctx.config.shareCodeLimits) }),
    shareData: createShareData(ctx, { gate, content, readers, boardData, chartData, chartImages }),
    shareDownloads: createShareDownloads(ctx, { gate, content, readers, downloads }),
  };
}
